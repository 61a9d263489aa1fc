/**
 * Instagram tokens at rest (DECISIONS "Instagram"): AES-256-GCM with a key derived (HKDF) from the
 * server secret, so a copy of the database alone reveals no token. The token never reaches the app.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

const keyFor = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'camp-weekend', purpose, 32));

export function sealToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, 'instagram-token'), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The token, or null when it was sealed with another secret or altered. */
export function openToken(secret: string, sealed: string): string | null {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) return null;
  const raw = Buffer.from(data, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, 'instagram-token'), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export { keyFor };
