/** The limits of a household that the phone's form and the server both apply. */
export const HOUSEHOLD_LIMITS = {
  name: 100,
  /** The most children without an account a household may bring: more is a typing slip, not a family. */
  children: 20,
  /** The most accounts one household holds. */
  members: 30,
} as const;
