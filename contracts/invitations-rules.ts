/** The limits of a family invitation that the admin's form and the server both apply. */
export const INVITATION_LIMITS = {
  /** The most people one invitation lets join. */
  uses: 20,
  /** An invitation lasts this many days unless the administrator says otherwise. */
  defaultDays: 30,
  /** The longest an invitation may last. */
  maxDays: 365,
} as const;

/** A code that carries a sign-in from the browser into the installed app. */
export const DEVICE_CODE_RULES = {
  digits: 6,
  /** How long a code may be exchanged. */
  validMinutes: 10,
  /** Wrong tries that kill a person's code. */
  wrongTries: 5,
} as const;
