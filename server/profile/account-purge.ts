/**
 * The scheduled purge (DECISIONS "Account deletion"): 30 days after a person asked for their account
 * to be deleted, the account and everything it holds go, as when an administrator deletes it
 * (remove-person-repository.ts: every phone is told, and the places it held go to the waiting lists), then its photos.
 */
import { DELETION_GRACE_DAYS } from '../../contracts/profile-account.js';
import type { AppContext } from '../context.js';
import { lineContext } from '../events/promotion-notice.js';
import { inTransaction } from '../http/request-tx.js';
import { removeImages } from '../storage/images.js';
import { removePerson } from './remove-person-repository.js';
import { dueForPurge } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const purgeDue = (requestedAt: Date) => new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS);

/** What the purge needs of the app: the database, the photo store, and the clock and notices of the waiting lists. */
export type PurgeContext = Pick<AppContext, 'db' | 'database' | 'config' | 'images' | 'now'>;

/** Purges every account whose deletion was asked for at least 30 days before `now`, each in its own transaction; returns their ids. */
export async function purgeDeletedAccounts(ctx: PurgeContext, now: Date): Promise<string[]> {
  const due = await dueForPurge(ctx.db, new Date(now.getTime() - DELETION_GRACE_DAYS * DAY_MS));
  const line = lineContext(ctx);
  for (const user of due) {
    // The "You're in" pushes wait for this transaction's commit.
    const photos = await inTransaction(ctx.database.db, (tx) => removePerson(tx, user.id, line));
    await removeImages(ctx.images, photos);
  }
  return due.map((u) => u.id);
}
