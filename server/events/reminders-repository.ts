/** The reads and writes of event reminders: who was told an event starts soon, and each event's last "Remind". */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import {
  eventRegistrations,
  eventReminders,
  events,
  eventStartNotices,
  eventWaitlist,
  householdMembers,
  users,
} from '../db/schema/index.js';

/** No second "Remind those who haven't answered" for an event within this long of the last. */
const REMIND_EVERY_MS = 60 * 60 * 1000;

/** Events starting after `from` and at or before `to`, in start order. */
export function eventsStartingBetween(db: Db, from: Date, to: Date): Promise<{ id: string; title: string }[]> {
  return db
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(and(gt(events.eventTime, from), lte(events.eventTime, to)))
    .orderBy(asc(events.eventTime));
}

/** Everyone a row of `table` (an RSVP or a place in line, kept under the member who answered) stands for: that member's household, or them. */
const householdsOf = (table: typeof eventRegistrations | typeof eventWaitlist, eventId: string) =>
  sql`select coalesce(mate.user_id, ${table.userId}) as user_id from ${table}
      left join ${householdMembers} own on own.user_id = ${table.userId}
      left join ${householdMembers} mate on mate.household_id = own.household_id
      where ${table.eventId} = ${eventId}`;

/**
 * Notes that everyone registered for the event (each registered household's members) has been told it starts soon, and
 * answers those not noted before: a person already noted (by an earlier run, or another instance at the same time) is not again.
 */
export async function noteStartsSoon(db: Db, eventId: string): Promise<string[]> {
  const noted = await rowsOf<{ user_id: string }>(
    db,
    sql`insert into ${eventStartNotices} (event_id, user_id)
      select distinct ${eventId}::uuid, going.user_id from (${householdsOf(eventRegistrations, eventId)}) going
      on conflict do nothing
      returning user_id`,
  );
  return noted.map((r) => r.user_id);
}

/** Forgets who was told the event starts soon: after it moves to a new start, everyone registered is told again before it. */
export async function forgetStartsSoon(db: Db, eventId: string): Promise<void> {
  await db.delete(eventStartNotices).where(eq(eventStartNotices.eventId, eventId));
}

/**
 * Takes the event's reminder for this hour: false when one was sent less than REMIND_EVERY_MS before `at`.
 * One statement, so of two calls at once only one takes it (the other waits on the row, then finds it taken).
 */
export async function takeReminder(db: Db, eventId: string, sentBy: string, at: Date): Promise<boolean> {
  const taken = await db
    .insert(eventReminders)
    .values({ eventId, sentBy, sentAt: at })
    .onConflictDoUpdate({
      target: eventReminders.eventId,
      set: { sentBy, sentAt: at },
      setWhere: lte(eventReminders.sentAt, new Date(at.getTime() - REMIND_EVERY_MS)),
    })
    .returning({ eventId: eventReminders.eventId });
  return taken.length > 0;
}

/**
 * Who "Remind those who haven't answered" reaches: every approved camper, not leaving, whose household (or who, without one)
 * has neither an RSVP to the event nor a place on its waitlist.
 */
export async function unansweredCampers(db: Db, eventId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select ${users.id} as id from ${users}
      where ${users.status} = 'approved' and ${users.role} = 'camper' and ${users.deletionRequestedAt} is null
      and ${users.id} not in (${householdsOf(eventRegistrations, eventId)})
      and ${users.id} not in (${householdsOf(eventWaitlist, eventId)})`,
  );
  return rows.map((r) => r.id);
}
