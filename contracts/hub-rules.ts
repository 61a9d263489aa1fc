/** The limits of a hub key that Admin → Camp hub and the server both apply. */
export const HUB_KEY_RULES = {
  /** The longest label a key may carry ("Lake house laptop"). */
  labelMax: 100,
} as const;
