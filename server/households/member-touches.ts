import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { eventRegistrations, eventWaitlist, signupClaims } from '../db/schema/index.js';
import { recordTouch } from '../replication/delta.js';

/**
 * When people join or leave a household, what they answered for it changes hands: an RSVP, a place in line
 * or a sign-up claim of one member is the household's. Touches those events and sheets, so every phone
 * reads them again with the household as it is now (the members who joined see the RSVP, the one who left
 * no longer does).
 */
export async function touchWhatMembersAnswered(tx: Db, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  // One query at a time: a transaction is one connection.
  const registered = await tx
    .selectDistinct({ id: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(inArray(eventRegistrations.userId, userIds));
  const waiting = await tx.selectDistinct({ id: eventWaitlist.eventId }).from(eventWaitlist).where(inArray(eventWaitlist.userId, userIds));
  const claimed = await tx.selectDistinct({ id: signupClaims.sheetId }).from(signupClaims).where(inArray(signupClaims.userId, userIds));
  for (const id of new Set([...registered, ...waiting].map((r) => r.id))) await recordTouch(tx, 'events', id);
  for (const { id } of claimed) await recordTouch(tx, 'signups', id);
}
