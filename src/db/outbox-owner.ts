import { tokenSubject } from '../lib/token-subject';
import type { OutboxRow } from './schema';
import { db } from './schema';
import { getSessionToken } from './auth/session-repo';

/**
 * Whether the row is the signed-in person's to send and to see (`me` = their user id). Rows queued
 * by someone else who used this phone wait, unseen, for that person's own session.
 */
export function ownedBy(me: string | null): (row: OutboxRow) => boolean {
  return (row) => !row.owner || row.owner === me;
}

/** The rows `owner` queued, of one entity (or of every entity starting with `entity` when it ends in ':'). */
export async function myWaitingRows(owner: string | null, entity: string): Promise<OutboxRow[]> {
  const rows = entity.endsWith(':') ? db.outbox.where('entity').startsWith(entity) : db.outbox.where('entity').equals(entity);
  return (await rows.toArray()).filter(ownedBy(owner));
}

/** The signed-in person's rows of an entity (or entity prefix ending in ':'): someone else's queued changes never count. */
export async function sessionWaitingRows(entity: string): Promise<OutboxRow[]> {
  return myWaitingRows(tokenSubject(await getSessionToken()), entity);
}

/** Every row the signed-in person queued. */
export async function sessionRows(): Promise<OutboxRow[]> {
  const mine = ownedBy(tokenSubject(await getSessionToken()));
  return (await db.outbox.toArray()).filter(mine);
}
