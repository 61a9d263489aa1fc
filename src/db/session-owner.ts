/**
 * One phone, several campers: when someone other than the last signed-in person signs in, the
 * cached lists, pull cursors and saved state of the previous person are cleared, so nobody sees
 * another camper's ticks, votes or messages. Queued changes stay: they carry their owner and wait
 * for that person's own session (src/outbox/drain.ts).
 */
import { db } from './schema';

const OWNER_KEY = 'session-owner';
const kept = new Set(['outbox', 'blobs', 'session']);
const keptMeta = new Set([OWNER_KEY]);

/** Records who is signed in; returns true when the cache of a different person was cleared. */
export async function adoptSessionOwner(userId: string | null): Promise<boolean> {
  if (!userId) return false;
  return db.transaction('rw', db.tables, async () => {
    const previous = (await db.meta.get(OWNER_KEY))?.value;
    await db.meta.put({ key: OWNER_KEY, value: userId });
    if (typeof previous !== 'string' || previous === userId) return false;
    for (const table of db.tables) {
      if (kept.has(table.name)) continue;
      if (table.name === 'meta') await table.filter((row: { key: string }) => !keptMeta.has(row.key)).delete();
      else await table.clear();
    }
    return true;
  });
}
