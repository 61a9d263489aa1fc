/**
 * Photo addresses only for the camp: every /uploads/ address the server hands out carries an expiry
 * and an HMAC of its path and expiry, keyed from the server's secret (JWT_SECRET), so every instance
 * with the same secret accepts every other's. A leaked link stops working when it expires.
 *
 * Only the server's own image fields are signed (storage/signed-fields.ts: the fields its contracts declare with
 * `storedUpload()`), when an answer is built; a path typed into a text field stays text.
 * Addresses are signed when answers are sent, with the expiry counted from the start of the current
 * week (the window): within a window an address is always signed the same, so pulls do not re-send
 * rows for it, and each is good for 23 to 30 days. When the window moves, the pull re-sends the
 * rows that carry addresses (routes/pull.ts), so a phone's addresses are renewed long before they end.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { uploadKey } from './upload-keys.js';
import { signStoredUploads } from './signed-fields.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SIGNATURE_WINDOW_MS = 7 * DAY_MS;
export const SIGNATURE_LIFETIME_MS = 30 * DAY_MS;

type AddressCheck = 'valid' | 'expired' | 'forged';

export interface UploadAddresses {
  /** The signing window of a moment (ms since the epoch); of now when absent. */
  windowOf(ms?: number): number;
  /** The address with its expiry and signature (any earlier ones replaced). */
  sign(url: string): string;
  check(url: string): AddressCheck;
  /** Seconds until a signed address expires (0 when it has). */
  secondsLeft(url: string): number;
  /** The value with the stored image fields its schema declares signed (storage/signed-fields.ts). */
  signFields: <T>(schema: unknown, value: T) => T;
}

export function createUploadAddresses(secret: string, now: () => number = Date.now): UploadAddresses {
  const key = createHmac('sha256', secret).update('camp-weekend photo addresses').digest();
  const signature = (path: string, exp: number) => createHmac('sha256', key).update(`${path}\n${exp}`).digest('base64url').slice(0, 32);
  const windowOf = (ms = now()) => Math.floor(ms / SIGNATURE_WINDOW_MS);
  // Within a window an address is always signed the same: kept, and forgotten when the window moves.
  const signed = new Map<string, string>();
  let signedIn = -1;
  const sign = (url: string) => {
    const path = url.split('?')[0] ?? '';
    const window = windowOf();
    if (window !== signedIn) {
      signed.clear();
      signedIn = window;
    }
    const known = signed.get(path);
    if (known) return known;
    const exp = (window * SIGNATURE_WINDOW_MS + SIGNATURE_LIFETIME_MS) / 1000;
    const address = `${path}?exp=${exp}&sig=${signature(path, exp)}`;
    signed.set(path, address);
    return address;
  };
  return {
    windowOf,
    sign,
    check(url) {
      const [path = '', query = ''] = url.split('?');
      const params = new URLSearchParams(query);
      const exp = params.get('exp') ?? '';
      const given = Buffer.from(params.get('sig') ?? '');
      if (!uploadKey(path) || !/^\d{1,12}$/.test(exp)) return 'forged';
      const expected = Buffer.from(signature(path, Number(exp)));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
      return Number(exp) * 1000 > now() ? 'valid' : 'expired';
    },
    secondsLeft(url) {
      const exp = Number(new URLSearchParams(url.split('?')[1] ?? '').get('exp'));
      return Math.max(0, Math.floor(exp - now() / 1000));
    },
    signFields: <T>(schema: unknown, value: T) =>
      // Only an address of the store is signed: a field holding anything else is left as it is.
      schema instanceof z.ZodType ? (signStoredUploads(schema, value, (url) => (uploadKey(url) ? sign(url) : url)) as T) : value,
  };
}
