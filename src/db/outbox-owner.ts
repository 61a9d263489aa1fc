import type { OutboxRow } from './schema';

/**
 * Whether the row is the signed-in person's to send and to see (`me` = their user id). Rows queued
 * by someone else who used this phone wait, unseen, for that person's own session.
 */
export function ownedBy(me: string | null): (row: OutboxRow) => boolean {
  return (row) => !row.owner || row.owner === me;
}
