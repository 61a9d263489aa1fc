/** The text lengths of a camp rule that the phone's form and the server both apply (SPEC §5 Rule). */
export const RULE_LIMITS = { title: 200, description: 5000 } as const;
