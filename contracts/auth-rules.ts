/** The password rules the phone checks before it sends and the server applies (SPEC §5). */

/** A password a camper chooses at registration or through a reset link: at least 8 characters. */
export const REGISTER_PASSWORD_MIN = 8;
/** A new password at the forced change, and one an administrator sets: at least 6 characters. */
export const NEW_PASSWORD_MIN = 6;
/** The longest password any form takes. */
export const PASSWORD_MAX = 200;
