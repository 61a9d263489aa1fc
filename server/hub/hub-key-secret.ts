/** A hub key: drawn from the system's randomness, kept only as its SHA-256 hash (tokenHashOf of auth/reset-links.ts). */
import { randomBytes } from 'node:crypto';

/** 256 random bits, base64url, after `hub_` so a pasted key says what it is. */
export const newHubKey = () => `hub_${randomBytes(32).toString('base64url')}`;
