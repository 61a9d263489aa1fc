/** Every read and write of events and RSVPs; reads in the shape of SPEC §3 (Event) for one person. */
import { and, asc, count, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { CampEvent } from '../../contracts/events.js';
import type { Db } from '../db/client.js';
import { eventRegistrations, events, touches, touchPrunes, users } from '../db/schema/index.js';
import { keptReads } from '../db/table-changes.js';
import { conflict, notFound } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';
import { changedOrTouched, recordDeletion, recordTouch, type Since } from '../replication/delta.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type EventRow = typeof events.$inferSelect;
export type EventColumns = Pick<EventRow, 'title' | 'description' | 'eventType' | 'eventTime' | 'endTime' | 'location' | 'capacity'>;
/** An event as everyone sees it: without whether the reader is registered. */
export type ScheduledEvent = Omit<CampEvent, 'is_user_registered'>;

export const eventIdFrom = (params: unknown): string => uuidParam(params, 'event_gone');

export function scheduledEvent(row: EventRow, count: number): ScheduledEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    event_type: row.eventType,
    event_time: row.eventTime.toISOString(),
    end_time: row.endTime ? row.endTime.toISOString() : null,
    location: row.location,
    capacity: row.capacity,
    registration_count: count,
    available_spots: row.capacity > 0 ? Math.max(0, row.capacity - count) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Events matching `where` with their registration count and whether `userId` is registered, ordered by start time. */
async function eventsWhere(db: Db, userId: string | null, where: SQL | undefined): Promise<CampEvent[]> {
  const rows = await db
    .select({
      ...getTableColumns(events),
      registrationCount: sql<number>`(select count(*)::int from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id})`,
      isUserRegistered: userId
        ? sql<boolean>`exists(select 1 from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id} and ${eventRegistrations.userId} = ${userId})`
        : sql<boolean>`false`,
    })
    .from(events)
    .where(where)
    .orderBy(asc(events.eventTime), asc(events.title));
  return rows.map((row) => ({ ...scheduledEvent(row, Number(row.registrationCount)), is_user_registered: Boolean(row.isUserRegistered) }));
}

/** Events created, edited or RSVPed to since `since` (not a full pull: the schedule answers that, event-schedule.ts). */
export function changedEvents(db: Db, userId: string | null, since: Since): Promise<CampEvent[]> {
  return eventsWhere(db, userId, changedOrTouched(events.updatedAt, events.id, 'events', since));
}

export async function eventForUser(db: Db, id: string, userId: string | null): Promise<CampEvent> {
  const [event] = await eventsWhere(db, userId, eq(events.id, id));
  if (!event) throw notFound('event_gone');
  return event;
}

/** Every event in start order and every registration: what the kept schedule is built from. */
export function scheduleRows(db: Db): Promise<[EventRow[], { eventId: string; userId: string }[]]> {
  return Promise.all([
    db.select().from(events).orderBy(asc(events.eventTime), asc(events.title)),
    db.select({ eventId: eventRegistrations.eventId, userId: eventRegistrations.userId }).from(eventRegistrations),
  ]);
}

async function readScheduleStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({
      stamp: sql<string>`coalesce((select max(${events.updatedAt})::text from ${events}), '') || '|' || (select count(*) from ${events}) || '|' || (select count(*) from ${eventRegistrations}) || '|' || ((select count(*) from ${touches} where ${touches.entity} = 'events') + coalesce((select ${touchPrunes.prunedCount} from ${touchPrunes} where ${touchPrunes.entity} = 'events'), 0))`,
    })
    .from(sql`(select 1) as one`);
  return row?.stamp ?? '';
}

/** On the embedded database: the last stamp read, kept while none of its tables has changed. */
const keptStamp = keptReads<'stamp', string>(
  [events, eventRegistrations, touches, touchPrunes].map((t) => getTableName(t)),
  1,
);

/** The schedule's change stamp: what it covers is told in event-schedule.ts. */
export const scheduleStamp = async (db: Db): Promise<string> => (await keptStamp(db, 'stamp', () => readScheduleStamp(db))) ?? '';

export async function eventRow(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

export async function insertEvent(db: Db, columns: EventColumns): Promise<string> {
  const [row] = await db.insert(events).values(columns).returning({ id: events.id });
  if (!row) throw new Error('event insert returned nothing');
  return row.id;
}

/** Rewrites an event; false when it is gone. */
export async function updateEvent(db: Db, id: string, columns: EventColumns): Promise<boolean> {
  const changed = await db
    .update(events)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning({ id: events.id });
  return changed.length > 0;
}

/**
 * Deletes an event (its RSVPs go with it), notes the deletion for delta pulls and runs `then` with its
 * title in the same transaction; a 404 when it is gone.
 */
export async function deleteEvent(db: Db, id: string, then: (tx: Tx, title: string) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(events).where(eq(events.id, id)).returning({ id: events.id, title: events.title });
    if (!gone[0]) throw notFound('event_gone');
    await recordDeletion(tx, 'events', [id]);
    await then(tx, gone[0].title);
  });
}

/** Registers `userId` (a replay changes nothing); a 404 when the event is gone, a 409 when it is full. */
export async function register(db: Db, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [plain] = await tx.select({ capacity: events.capacity }).from(events).where(eq(events.id, id));
    if (!plain) throw notFound('event_gone');
    // With places to count, lock the event row: concurrent RSVPs for the last place queue here, so
    // only one can take it. An event without a limit takes RSVPs side by side.
    const [event] =
      plain.capacity > 0 ? await tx.select({ capacity: events.capacity }).from(events).where(eq(events.id, id)).for('update') : [plain];
    if (!event) throw notFound('event_gone');
    const mine = and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.userId, userId));
    const [already] = await tx.select({ userId: eventRegistrations.userId }).from(eventRegistrations).where(mine);
    if (already) return;
    if (event.capacity > 0) {
      const [taken] = await tx.select({ n: count() }).from(eventRegistrations).where(eq(eventRegistrations.eventId, id));
      if ((taken?.n ?? 0) >= event.capacity) throw conflict('event_full');
    }
    // Two phones of one camper may RSVP at once to an event without a limit: the second finds it done.
    const added = await tx
      .insert(eventRegistrations)
      .values({ eventId: id, userId })
      .onConflictDoNothing()
      .returning({ userId: eventRegistrations.userId });
    if (added.length > 0) await recordTouch(tx, 'events', id);
  });
}

/** Takes back `userId`'s RSVP (a replay changes nothing); a 404 when the event is gone. */
export async function unregister(db: Db, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id));
    if (!event) throw notFound('event_gone');
    const gone = await tx
      .delete(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.userId, userId)))
      .returning({ userId: eventRegistrations.userId });
    if (gone.length > 0) await recordTouch(tx, 'events', id);
  });
}

/** The person a calendar address names (checked against its signature by the route). */
export async function calendarOwner(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}
