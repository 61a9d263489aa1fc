/**
 * Every write of RSVPs and of the waitlist, each in one transaction. An RSVP or a place in line is the
 * household's: it is kept under the member who answered, and any member finds, changes or takes back
 * that one row (docs/ARCHITECTURE.md, "RSVPs for a household"). Capacity counts people. Whenever places
 * free up, the first parties in line that fit are registered in the same transaction, so no reader ever
 * sees the freed places empty. An event that has ended (contracts/events-rules.ts `hasEnded`, on the
 * server's clock) takes no RSVP and no place in line, and its line is no longer promoted; an RSVP or a place
 * in line can still be taken back.
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Party, PartyInput } from '../../contracts/events.js';
import { fitsCapacity, hasEnded, partySize, sameParty } from '../../contracts/events-rules.js';
import type { Db } from '../db/client.js';
import { distinct, idsWhere, type RemovePersonRows } from '../db/person-removal.js';
import { eventRegistrations, events, eventWaitlist } from '../db/schema/index.js';
import { conflict, notFound } from '../http/errors.js';
import { householdMemberIds } from '../households/repository.js';
import { recordTouch, recordTouches } from '../replication/delta.js';

/** Runs, in the promoting transaction, for the people whose party just left the line for an RSVP. */
export type OnPromoted = (tx: Db, userIds: string[], event: { id: string; title: string }) => Promise<void>;

/** What the writes need besides the database: the server's clock (tests move it) and the notice of promoted parties. */
export interface LineContext {
  now: () => number;
  onPromoted: OnPromoted;
}

interface OpenEvent {
  id: string;
  title: string;
  capacity: number;
  eventTime: Date;
  endTime: Date | null;
}

const eventColumns = {
  id: events.id,
  title: events.title,
  capacity: events.capacity,
  eventTime: events.eventTime,
  endTime: events.endTime,
};

const endedAt = (event: OpenEvent, now: number) =>
  hasEnded({ event_time: event.eventTime.toISOString(), end_time: event.endTime?.toISOString() ?? null }, now);

/**
 * The event, locked when places are counted or a household answers: concurrent RSVPs for the last
 * places, and two members of one household answering at once, queue here. A camper alone answering an
 * event without a limit does not wait for anyone.
 */
async function openEvent(tx: Db, id: string, members: string[], always = false): Promise<OpenEvent> {
  const [plain] = await tx.select(eventColumns).from(events).where(eq(events.id, id));
  if (!plain) throw notFound('event_gone');
  if (!always && plain.capacity === 0 && members.length === 1) return plain;
  const [event] = await tx.select(eventColumns).from(events).where(eq(events.id, id)).for('update');
  if (!event) throw notFound('event_gone');
  return event;
}

/** The event, open for a new answer: a 409 "This event has ended" once it has. */
async function openForAnswers(tx: Db, id: string, members: string[], now: number, always = false): Promise<OpenEvent> {
  const event = await openEvent(tx, id, members, always);
  if (endedAt(event, now)) throw conflict('event_ended');
  return event;
}

type AnswerTable = typeof eventRegistrations | typeof eventWaitlist;
type Answer = typeof eventRegistrations.$inferSelect;

const ofHousehold = (table: AnswerTable, eventId: string, members: string[]) =>
  and(eq(table.eventId, eventId), inArray(table.userId, members));

/** The household's RSVP (or place in line, by `table`) for the event, kept under whichever member answered. */
async function householdAnswerIn(tx: Db, table: AnswerTable, eventId: string, members: string[]): Promise<Answer | undefined> {
  const [row] = await tx
    .select()
    .from(table)
    .where(ofHousehold(table, eventId, members))
    .limit(1);
  return row;
}

async function peopleIn(tx: Db, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${eventRegistrations.adults} + ${eventRegistrations.children}), 0)::int` })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return Number(row?.n ?? 0);
}

/** The party sent, each missing field kept from what the household gave before (one adult for a first answer). */
const merged = (input: PartyInput, before?: Party): Party => ({
  adults: input.adults ?? before?.adults ?? 1,
  children: input.children ?? before?.children ?? 0,
  note: input.note ?? before?.note ?? '',
});

const fits = (event: OpenEvent, taken: number, people: number) => fitsCapacity(event.capacity, taken, people);

/** Registers the first parties in line that fit the free places, and tells them (not once the event has ended). */
async function promoteLine(tx: Db, event: OpenEvent, { now, onPromoted }: LineContext): Promise<void> {
  if (endedAt(event, now())) return;
  const line = await tx
    .select()
    .from(eventWaitlist)
    .where(eq(eventWaitlist.eventId, event.id))
    .orderBy(asc(eventWaitlist.createdAt), asc(eventWaitlist.userId));
  if (line.length === 0) return;
  let taken = await peopleIn(tx, event.id);
  const promoted: string[] = [];
  for (const place of line) {
    if (!fits(event, taken, partySize(place))) continue;
    const { userId, adults, children, note, answeredAt } = place;
    await tx.insert(eventRegistrations).values({ eventId: event.id, userId, adults, children, note, answeredAt }).onConflictDoNothing();
    await tx.delete(eventWaitlist).where(and(eq(eventWaitlist.eventId, event.id), eq(eventWaitlist.userId, userId)));
    taken += partySize(place);
    promoted.push(userId);
  }
  if (promoted.length === 0) return;
  await recordTouch(tx, 'events', event.id);
  await onPromoted(tx, promoted, event);
}

/**
 * Registers the caller's household, or changes its party (a replay changes nothing): a 404 when the
 * event is gone, a 409 when it has ended or the party would go past the capacity. A smaller party frees places for the line.
 */
export async function register(db: Db, id: string, userId: string, input: PartyInput, context: LineContext): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await householdMemberIds(tx, userId);
    const event = await openForAnswers(tx, id, members, context.now());
    const before = await householdAnswerIn(tx, eventRegistrations, id, members);
    const party = merged(input, before);
    if (before && sameParty(before, party)) return;
    const growth = partySize(party) - (before ? partySize(before) : 0);
    if (growth > 0 && !fits(event, await peopleIn(tx, id), growth)) throw conflict('event_full');
    if (before) {
      await tx
        .update(eventRegistrations)
        .set({ ...party, answeredAt: sql`now()` })
        .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.userId, before.userId)));
    } else {
      // Two phones of one camper may RSVP at once to an event without a limit: the second finds it done.
      const added = await tx
        .insert(eventRegistrations)
        .values({ eventId: id, userId, ...party })
        .onConflictDoNothing()
        .returning({ userId: eventRegistrations.userId });
      if (added.length === 0) return;
      await tx.delete(eventWaitlist).where(ofHousehold(eventWaitlist, id, members));
    }
    await recordTouch(tx, 'events', id);
    if (growth < 0) await promoteLine(tx, event, context);
  });
}

/**
 * Takes back the household's RSVP (a replay changes nothing) and fills the freed places from the line; a 404
 * when the event is gone. An ended event's RSVP can be taken back too (its line then stays as it is).
 */
export async function unregister(db: Db, id: string, userId: string, context: LineContext): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await householdMemberIds(tx, userId);
    const event = await openEvent(tx, id, members);
    const gone = await tx
      .delete(eventRegistrations)
      .where(ofHousehold(eventRegistrations, id, members))
      .returning({ userId: eventRegistrations.userId });
    if (gone.length === 0) return;
    await recordTouch(tx, 'events', id);
    await promoteLine(tx, event, context);
  });
}

/**
 * Puts the household in line (keeping its place when it is already there; a replay changes nothing).
 * With room for the party on arrival it is registered at once and told so, as if promoted (a join sent
 * from a phone that was offline may find the place it waited for); a household already registered stays so.
 * A 409 once the event has ended.
 */
export async function joinWaitlist(db: Db, id: string, userId: string, input: PartyInput, context: LineContext): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await householdMemberIds(tx, userId);
    const event = await openForAnswers(tx, id, members, context.now(), true);
    const registered = await householdAnswerIn(tx, eventRegistrations, id, members);
    if (registered) return;
    const waiting = await householdAnswerIn(tx, eventWaitlist, id, members);
    const party = merged(input, waiting);
    if (fits(event, await peopleIn(tx, id), partySize(party))) {
      await tx.delete(eventWaitlist).where(ofHousehold(eventWaitlist, id, members));
      await tx.insert(eventRegistrations).values({ eventId: id, userId, ...party });
      await recordTouch(tx, 'events', id);
      await context.onPromoted(tx, [userId], event);
      return;
    }
    if (waiting) {
      if (sameParty(waiting, party)) return;
      await tx
        .update(eventWaitlist)
        .set({ ...party, answeredAt: sql`now()` })
        .where(and(eq(eventWaitlist.eventId, id), eq(eventWaitlist.userId, waiting.userId)));
    } else {
      await tx.insert(eventWaitlist).values({ eventId: id, userId, ...party });
    }
    await recordTouch(tx, 'events', id);
  });
}

/** Takes the household out of the line (a replay changes nothing); a 404 when the event is gone. */
export async function leaveWaitlist(db: Db, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await householdMemberIds(tx, userId);
    await openEvent(tx, id, members);
    const gone = await tx
      .delete(eventWaitlist)
      .where(ofHousehold(eventWaitlist, id, members))
      .returning({ userId: eventWaitlist.userId });
    if (gone.length > 0) await recordTouch(tx, 'events', id);
  });
}

/**
 * After an edit (a capacity raised or lifted), a household formed or a person removed: the line fills the
 * places now free, in that change's transaction.
 */
export async function promoteWaiting(tx: Db, id: string, context: LineContext): Promise<void> {
  const [event] = await tx.select(eventColumns).from(events).where(eq(events.id, id)).for('update');
  if (event) await promoteLine(tx, event, context);
}

/**
 * Locks the events until the transaction ends, in one order, before a change that rewrites the RSVPs and
 * places in line of several events at once (a household formed, a person removed): RSVPs to them queue
 * behind it, and two such changes queue behind each other instead of deadlocking.
 */
export async function lockEvents(tx: Db, ids: Iterable<string>): Promise<void> {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length > 0)
    await tx.select({ id: events.id }).from(events).where(inArray(events.id, sorted)).orderBy(asc(events.id)).for('update');
}

/** Hands the person's RSVPs and places in line to `heir`: they were the household's. One the heir already holds for the event stands. */
async function handAnswersOver(tx: Db, userId: string, heir: string): Promise<void> {
  const held = [
    ...(await tx.select({ id: eventRegistrations.eventId }).from(eventRegistrations).where(eq(eventRegistrations.userId, heir))),
    ...(await tx.select({ id: eventWaitlist.eventId }).from(eventWaitlist).where(eq(eventWaitlist.userId, heir))),
  ].map((r) => r.id);
  const notHeld = held.length > 0;
  await tx
    .update(eventRegistrations)
    .set({ userId: heir })
    .where(and(eq(eventRegistrations.userId, userId), notHeld ? notInArray(eventRegistrations.eventId, held) : undefined));
  await tx
    .update(eventWaitlist)
    .set({ userId: heir })
    .where(and(eq(eventWaitlist.userId, userId), notHeld ? notInArray(eventWaitlist.eventId, held) : undefined));
}

/**
 * The events' part of removing a person: the events they answered are locked first (RSVPs queue behind) and the
 * household's answers handed to the heir; then those events are touched, and each line fills the places freed,
 * each party told "You're in".
 */
export const removeEventRows =
  (line: LineContext): RemovePersonRows =>
  async (tx, { userId, heir }) => {
    const answered = distinct(
      [
        ...(await idsWhere(tx, eventRegistrations.eventId, eq(eventRegistrations.userId, userId))),
        ...(await idsWhere(tx, eventWaitlist.eventId, eq(eventWaitlist.userId, userId))),
      ],
      (id) => id,
    );
    await lockEvents(tx, answered);
    if (heir) await handAnswersOver(tx, userId, heir);
    return {
      tell: async () => {
        await recordTouches(tx, 'events', answered);
        for (const eventId of answered) await promoteWaiting(tx, eventId, line);
      },
    };
  };
