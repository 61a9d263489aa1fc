/**
 * The scheduled purge (DECISIONS "Account deletion"): 30 days after a person asked for their account
 * to be deleted, the account and everything it holds go (repository.ts `purgeAccount`), then its photos.
 */
import { DELETION_GRACE_DAYS } from '../../contracts/profile-account.js';
import type { Db } from '../db/client.js';
import type { ImageStore } from '../storage/image-store.js';
import { removeImages } from '../storage/images.js';
import { dueForPurge, purgeAccount } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const purgeDue = (requestedAt: Date) => new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS);

/** Purges every account whose deletion was asked for at least 30 days before `now`; returns their ids. */
export async function purgeDeletedAccounts(db: Db, images: ImageStore, now: Date): Promise<string[]> {
  const due = await dueForPurge(db, new Date(now.getTime() - DELETION_GRACE_DAYS * DAY_MS));
  for (const user of due) {
    const photos = await purgeAccount(db, user.id);
    await removeImages(images, [user.avatarUrl, ...photos]);
  }
  return due.map((u) => u.id);
}
