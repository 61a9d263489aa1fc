/** The reads and writes of event reminders: who was told an event starts soon, and each event's last "Remind". */
import { and, asc, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { eventRegistrations, eventReminders, events, eventStartNotices, users } from '../db/schema/index.js';

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

/**
 * Notes that everyone registered for the event has been told it starts soon, and answers those not noted
 * before: a person already noted (by an earlier run, or another instance at the same time) is not again.
 */
export async function noteStartsSoon(db: Db, eventId: string): Promise<string[]> {
  const noted = await rowsOf<{ user_id: string }>(
    db,
    sql`insert into ${eventStartNotices} (event_id, user_id)
      select ${eventRegistrations.eventId}, ${eventRegistrations.userId} from ${eventRegistrations} where ${eventRegistrations.eventId} = ${eventId}
      on conflict do nothing
      returning user_id`,
  );
  return noted.map((r) => r.user_id);
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

/** Who "Remind those who haven't answered" reaches: every approved camper, not leaving, with no RSVP to the event. */
export async function unansweredCampers(db: Db, eventId: string): Promise<string[]> {
  const rsvp = db
    .select({ one: sql`1` })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, users.id)));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'approved'), eq(users.role, 'camper'), isNull(users.deletionRequestedAt), notExists(rsvp)));
  return rows.map((r) => r.id);
}
