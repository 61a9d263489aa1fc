/**
 * The OAuth `state` of a Connect: names the person who started it and expires after 10 minutes,
 * signed with the server secret. POST /instagram/auth accepts a code only with the state issued to
 * the same person, so a link crafted by someone else cannot tie their Instagram to a camper.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { keyFor } from './token-crypto.js';

const STATE_LIFETIME_MS = 10 * 60 * 1000;

const sign = (secret: string, body: string) => createHmac('sha256', keyFor(secret, 'instagram-state')).update(body).digest('base64url');

export function issueState(secret: string, userId: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ sub: userId, exp: now + STATE_LIFETIME_MS })).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function stateIsFor(secret: string, state: string, userId: string, now = Date.now()): boolean {
  const [body, mac] = state.split('.');
  if (!body || !mac) return false;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { sub?: unknown; exp?: unknown };
    return claims.sub === userId && typeof claims.exp === 'number' && claims.exp > now;
  } catch {
    return false;
  }
}
