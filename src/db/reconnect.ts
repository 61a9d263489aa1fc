/**
 * A lost IndexedDB connection is reopened and the work tried again (ARCHITECTURE "A lost connection").
 * Safari drops the connection of a page that was in the background; Dexie reopens on its own after
 * the browser's `close` event, but the transaction that was running fails, and a database closed by
 * `db.close()` stays closed. `withReconnect` runs a piece of database work again on a fresh
 * connection; the work must be safe to run twice (a transaction that failed did not commit, and the
 * outbox checks its row id before writing again: src/db/outbox.ts). Work aborted by the page going
 * into the back/forward cache runs again once the page is shown again.
 */
import { isConnectionLost, wasAborted } from './idb-errors';
import { pageLeaves, pageShown } from './leave-page';
import { db } from './schema';

const ATTEMPTS = 3;
let reopening: Promise<void> | undefined;

/** Opens the database again (once for every caller that found it lost at the same time). */
export function reopenDb(): Promise<void> {
  reopening ??= (async () => {
    // Open but broken (WebKit without a close event): drop the dead handle first.
    if (db.isOpen()) db.close({ disableAutoOpen: false });
    await db.open();
  })().finally(() => {
    reopening = undefined;
  });
  return reopening;
}

export async function withReconnect<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const leaves = pageLeaves();
    try {
      return await work();
    } catch (err) {
      const left = pageLeaves() !== leaves;
      if (attempt >= ATTEMPTS || !(isConnectionLost(err) || (left && wasAborted(err)))) throw err;
      // The page went into the back/forward cache and aborted it (src/db/leave-page.ts): again once it is back.
      if (left) await pageShown();
      if (!isConnectionLost(err)) continue;
      console.warn('database: connection lost, reopening', err);
      await reopenDb();
    }
  }
}
