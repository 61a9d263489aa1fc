/** The secrets of invitations and sign-in codes: drawn from the system's randomness, kept only as hashes. */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { DEVICE_CODE_RULES } from '../../contracts/invitations-rules.js';

/** A link's token: 256 random bits, base64url (its SHA-256 is what is kept: tokenHashOf of auth/reset-links.ts). */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** A sign-in code: DEVICE_CODE_RULES.digits random digits. */
export const newDeviceCode = () => String(randomInt(0, 10 ** DEVICE_CODE_RULES.digits)).padStart(DEVICE_CODE_RULES.digits, '0');

/**
 * What is kept of a sign-in code: an HMAC under the server's secret, since a plain hash of a million
 * possible codes would be undone at once by anyone reading the table.
 */
export const deviceCodeHashOf = (secret: string, code: string) => createHmac('sha256', secret).update(`device-code:${code}`).digest('hex');
