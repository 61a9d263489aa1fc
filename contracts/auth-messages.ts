/**
 * The texts of SPEC §5 / DECISIONS 2 that the server answers with. Kept apart from the schemas so
 * the sign-in screen can compare with them without loading the zod rules.
 */
export const authMessages = {
  registered: 'Registration successful! Your account is awaiting approval.',
  pending: 'Your account is awaiting approval.',
  rejected: 'Your registration was not approved. Please contact the camp counselors.',
  deletionRequested: 'This account is scheduled for deletion. Please contact the camp counselors.',
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  emailTaken: 'An account with this email already exists.',
  wrongCurrentPassword: 'Current password is incorrect.',
  samePassword: 'The new password must be different from the current one.',
  passwordChanged: 'Password changed successfully.',
} as const;
