/** The text lengths of a Camp Map location that the phone's form and the server both apply (SPEC §5 Map location). */
export const LOCATION_LIMITS = { name: 120, description: 2000 } as const;
