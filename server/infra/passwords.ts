/** Password hashing (scrypt), for sign-in, account changes and the first administrator of the seed. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;

/** OWASP's scrypt setting: N=2^17, r=8, p=1 (128 MiB per hash). */
const SCRYPT_LOG_N = 17;
/** The cost new hashes get: OWASP's, unless a test process asked for a cheaper one. */
let hashLogN = SCRYPT_LOG_N;
const R = 8;
const P = 1;
/** Hashes written before the stronger setting carry no parameters: Node's default N=2^14. */
const LEGACY_LOG_N = 14;

/**
 * Tests only (tests/support/cheap-password-hashing.ts): new hashes at 2^`logN`, so the many sign-ins the
 * tests make do not each cost 128 MiB and most of a core. Called with nothing, OWASP's cost again, which
 * tests/server/password-hash.test.ts checks. A setter, not a setting, so no deployment can turn it down.
 */
export function setHashCostForTests(logN = SCRYPT_LOG_N): void {
  hashLogN = logN;
}

const optionsFor = (logN: number): ScryptOptions => ({ N: 2 ** logN, r: R, p: P, maxmem: 2 * 128 * R * 2 ** logN });

/** `scrypt$ln=17,r=8,p=1$<salt>$<hash>`, salt and hash base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 64, optionsFor(hashLogN));
  return `scrypt$ln=${hashLogN},r=${R},p=${P}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

function parse(stored: string): { logN: number; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  if (parts.length === 3 && parts[1] && parts[2])
    return { logN: LEGACY_LOG_N, salt: Buffer.from(parts[1], 'base64url'), hash: Buffer.from(parts[2], 'base64url') };
  const params = /^ln=(\d{1,2}),r=8,p=1$/.exec(parts[1] ?? '');
  const logN = Number(params?.[1]);
  if (parts.length !== 4 || !params || logN < 10 || logN > 20 || !parts[2] || !parts[3]) return null;
  return { logN, salt: Buffer.from(parts[2], 'base64url'), hash: Buffer.from(parts[3], 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await scrypt(password, parsed.salt, parsed.hash.length, optionsFor(parsed.logN));
  return timingSafeEqual(actual, parsed.hash);
}

/** True for a hash made with weaker settings than today's: re-hashed at the next sign-in. */
export function needsRehash(stored: string): boolean {
  return parse(stored)?.logN !== hashLogN;
}
