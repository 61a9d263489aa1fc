/** The limits of a camp that the phone's form and the server both apply (SPEC §5 Camp). */
export const CAMP_LIMITS = { name: 200 } as const;
