/**
 * The sentences of SPEC §5 / DECISIONS 2 that successful sign-up and password answers carry (a
 * refusal is a code of contracts/error-codes.ts). Kept apart from the schemas so screens can
 * read them without loading the zod rules.
 */
export const authMessages = {
  registered: 'Registration successful! Your account is awaiting approval.',
  passwordChanged: 'Password changed successfully.',
  resetRequested: 'If an approved account uses this email, a link to choose a new password is on its way. It works for one hour.',
  passwordReset: 'Your password has been reset. Sign in with your new password.',
} as const;
