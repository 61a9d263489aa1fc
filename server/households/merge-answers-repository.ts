/**
 * A household formed (created, or given new members) holds one answer per event and per sign-up slot, as if
 * its members had answered together (docs/ARCHITECTURE.md, "RSVPs for a household"). Members who answered
 * apart before joining leave two rows behind, which would count their places twice; they are merged here, in
 * the household's own transaction:
 * - RSVPs: the latest answer stands (`answered_at`), kept under the member who gave it; the others go, and
 *   the places they held go to the first parties in line that fit (with their "You're in" notice).
 * - A household registered and also in line stays registered: its places in line go (as an RSVP takes the
 *   household out of the line).
 * - Places in line: one is kept, at the earliest of the household's places (no family loses ground by
 *   joining), with the latest answer's party, under the member who gave it.
 * - Sign-up claims: one per slot, the earliest; the places it frees stay open to any family.
 * Each event and sheet merged is touched, so every phone reads its counts again.
 */
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { eventRegistrations, eventWaitlist, signupClaims } from '../db/schema/index.js';
import { lockEvents, promoteWaiting, type LineContext } from '../events/registrations-repository.js';
import { eventsAnsweredBy } from './repository.js';
import { recordTouch } from '../replication/delta.js';

type Answer = { eventId: string; userId: string; answeredAt: Date; createdAt: Date };

const latestFirst = (a: Answer, b: Answer) => b.answeredAt.getTime() - a.answeredAt.getTime() || a.userId.localeCompare(b.userId);

/** The events where `members` hold more than one answer between them (RSVPs and places in line together). */
async function eventsAnsweredTwice(tx: Db, members: string[]): Promise<string[]> {
  const counts = new Map<string, number>();
  for (const eventId of await eventsAnsweredBy(tx, members)) counts.set(eventId, (counts.get(eventId) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([id]) => id);
}

/** Leaves the household one answer for the event (read under the event's lock). */
async function mergeEvent(tx: Db, eventId: string, members: string[]): Promise<void> {
  const ofHousehold = <T extends typeof eventRegistrations | typeof eventWaitlist>(t: T) =>
    and(eq(t.eventId, eventId), inArray(t.userId, members));
  const rsvps = (await tx.select().from(eventRegistrations).where(ofHousehold(eventRegistrations))).sort(latestFirst);
  const line = (await tx.select().from(eventWaitlist).where(ofHousehold(eventWaitlist))).sort(latestFirst);
  const [kept] = rsvps;
  if (kept) {
    if (rsvps.length > 1)
      await tx.delete(eventRegistrations).where(and(ofHousehold(eventRegistrations), ne(eventRegistrations.userId, kept.userId)));
    if (line.length > 0) await tx.delete(eventWaitlist).where(ofHousehold(eventWaitlist));
    return;
  }
  const [latest] = line;
  if (!latest || line.length < 2) return;
  const earliest = new Date(Math.min(...line.map((p) => p.createdAt.getTime())));
  await tx.delete(eventWaitlist).where(and(ofHousehold(eventWaitlist), ne(eventWaitlist.userId, latest.userId)));
  await tx
    .update(eventWaitlist)
    .set({ createdAt: earliest })
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, latest.userId)));
}

/** Leaves the household one claim per slot, the earliest; the sheets whose claims changed. */
async function mergeClaims(tx: Db, members: string[]): Promise<Set<string>> {
  const claims = await tx
    .select()
    .from(signupClaims)
    .where(inArray(signupClaims.userId, members))
    .orderBy(asc(signupClaims.createdAt), asc(signupClaims.userId));
  const keptBySlot = new Map<string, string>();
  const extra: { slotId: string; userId: string; sheetId: string }[] = [];
  for (const claim of claims) {
    if (keptBySlot.has(claim.slotId)) extra.push(claim);
    else keptBySlot.set(claim.slotId, claim.userId);
  }
  if (extra.length > 0)
    await tx.delete(signupClaims).where(or(...extra.map((c) => and(eq(signupClaims.slotId, c.slotId), eq(signupClaims.userId, c.userId)))));
  return new Set(extra.map((c) => c.sheetId));
}

/** Merges the answers of the household whose members are now `members` (all of them); a household of one has nothing to merge. */
export const mergeHouseholdAnswers =
  (line: LineContext) =>
  async (tx: Db, members: string[]): Promise<void> => {
    if (members.length < 2) return;
    const twice = await eventsAnsweredTwice(tx, members);
    // RSVPs to these events queue behind the merge; then their rows are read again under the lock.
    await lockEvents(tx, twice);
    for (const eventId of twice) {
      await mergeEvent(tx, eventId, members);
      await recordTouch(tx, 'events', eventId);
      // The places freed, or a party in line now smaller, go to the first parties in line that fit.
      await promoteWaiting(tx, eventId, line);
    }
    for (const sheetId of await mergeClaims(tx, members)) await recordTouch(tx, 'signups', sheetId);
  };
