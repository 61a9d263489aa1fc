/** The text lengths of a roll call that the phone's forms and the server both apply. */
export const ROLLCALL_LIMITS = { message: 500, note: 500 } as const;
