import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxRow } from '../schema';
import { PAUSE_KEY } from '../session-repo';

/** The outbox rows in send order, live (the "N changes waiting" list). */
export function useOutbox(): OutboxRow[] {
  return useLiveQuery(() => db.outbox.orderBy('seq').toArray(), [], []);
}

/** Whether the queue waits for a new sign-in (the server refused the token). */
export function useOutboxPaused(): boolean {
  return useLiveQuery(async () => (await db.meta.get(PAUSE_KEY)) !== undefined, [], false);
}
