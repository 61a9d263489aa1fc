/**
 * One phone, several campers: when someone other than the last signed-in person signs in, the
 * cached lists, pull cursors and saved state of the previous person are cleared, so nobody sees
 * another camper's ticks, votes or messages. Queued changes stay: they carry their owner and wait
 * for that person's own session (src/outbox/drain.ts). The switch (who is signed in, the clearing
 * and the token the service worker signs with) is one transaction, tried again on a fresh connection
 * when WebKit dropped the old one (src/db/reconnect.ts).
 */
import { tokenSubject } from '../../lib/token-subject';
import { withReconnect } from '../reconnect';
import { db } from '../schema';
import { setSessionToken } from './session-repo';

const OWNER_KEY = 'session-owner';
const kept = new Set(['outbox', 'blobs', 'session']);
const keptMeta = new Set([OWNER_KEY]);

/** Empties the phone's copy of the camp: all but queued changes, their files, the session and whose phone it is. */
async function clearCopy(): Promise<void> {
  for (const table of db.tables) {
    if (kept.has(table.name)) continue;
    if (table.name === 'meta') await table.filter((row: { key: string }) => !keptMeta.has(row.key)).delete();
    else await table.clear();
  }
}

/** Records who is signed in; returns true when the cache of a different person was cleared. */
export async function adoptSessionOwner(userId: string | null): Promise<boolean> {
  if (!userId) return false;
  return db.transaction('rw', db.tables, async () => {
    const previous = (await db.meta.get(OWNER_KEY))?.value;
    await db.meta.put({ key: OWNER_KEY, value: userId });
    if (typeof previous !== 'string' || previous === userId) return false;
    await clearCopy();
    return true;
  });
}

/** Stores the session `token` names and the token itself, clearing the previous person's copy when it is someone else. */
export function switchSession(token: string | null): Promise<boolean> {
  return withReconnect(() =>
    db.transaction('rw', db.tables, async () => {
      const cleared = await adoptSessionOwner(tokenSubject(token));
      await setSessionToken(token);
      return cleared;
    }),
  );
}

/**
 * A switch that could not be stored: the phone's copy of the camp goes (queued changes stay with their
 * owner). Whose phone it was stays too, so a wipe that fails is done by the next sign-in's switch.
 */
export function wipeCopy(): Promise<void> {
  return withReconnect(() => db.transaction('rw', db.tables, clearCopy));
}
