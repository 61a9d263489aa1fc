/** The text lengths of a team that the phone's form and the server both apply (SPEC §5 Team). */
export const TEAM_LIMITS = { name: 100, memberName: 100 } as const;
