/**
 * The session token as the service worker sees it: the app mirrors the auth store's token into
 * the `session` table (src/replication/session-mirror.ts), so a drain in the worker can sign its requests.
 * The outbox pause (after a 401) is kept beside it: it names the token the server refused, and
 * lifts as soon as a different token is stored (the camper signed in again).
 */
import { deleteMeta, getMeta, setMeta } from '../meta-repo';
import { db } from '../schema';

const TOKEN = 'token';
export const PAUSE_KEY = 'outbox-paused';

export async function getSessionToken(): Promise<string | null> {
  const row = await db.session.get(TOKEN);
  return typeof row?.value === 'string' ? row.value : null;
}

export async function setSessionToken(token: string | null): Promise<void> {
  if (token) await db.session.put({ key: TOKEN, value: token });
  else await db.session.delete(TOKEN);
}

/** The token the server refused with a 401, or null when the outbox is not paused. */
export async function getPausedToken(): Promise<string | null> {
  return (await getMeta<string>(PAUSE_KEY)) ?? null;
}

export async function pauseOutbox(refusedToken: string): Promise<void> {
  await setMeta(PAUSE_KEY, refusedToken);
}

export async function resumeOutbox(): Promise<void> {
  await deleteMeta(PAUSE_KEY);
}
