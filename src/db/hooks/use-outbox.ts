import { useLiveQuery } from 'dexie-react-hooks';
import { tokenSubject } from '../../lib/token-subject';
import { ownedBy } from '../outbox-owner';
import { db, type OutboxRow } from '../schema';
import { getSessionToken, PAUSE_KEY } from '../session-repo';

/**
 * The signed-in person's outbox rows in send order, live (the "N changes waiting" list). Rows queued
 * by someone else who used this phone are neither counted nor shown: they wait for their owner.
 */
export function useOutbox(): OutboxRow[] {
  return useLiveQuery(async () => {
    const mine = ownedBy(tokenSubject(await getSessionToken()));
    return (await db.outbox.orderBy('seq').toArray()).filter(mine);
  }, [], []);
}

/** Whether the queue waits for a new sign-in (the server refused the token). */
export function useOutboxPaused(): boolean {
  return useLiveQuery(async () => (await db.meta.get(PAUSE_KEY)) !== undefined, [], false);
}
