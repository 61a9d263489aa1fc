/** Every read and write of events and RSVPs; reads in the shape of SPEC §3 (Event) for one person. */
import { and, asc, eq, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { CampEvent } from '../../contracts/events.js';
import type { EventGuests } from '../../contracts/events-guests.js';
import { availableSpots } from '../../contracts/events-rules.js';
import type { Db, Tx } from '../db/client.js';
import { ownRowsExport, type ExportPart } from '../db/own-rows.js';
import { insertOnce } from '../db/rows.js';
import { eventRegistrations, events, eventWaitlist, touches, touchPrunes, users } from '../db/schema/index.js';
import { keptReads } from '../db/table-changes.js';
import { clientId } from '../http/client-created.js';
import { notFound, theRowOr404 } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';
import { householdMemberIds } from '../households/repository.js';
import { changedOrTouched, recordDeletion, type Since } from '../replication/delta.js';
import { personalViews, type PartyRow, type PersonalField } from './personal-view.js';

export type EventRow = typeof events.$inferSelect;
export type EventColumns = Pick<EventRow, 'title' | 'description' | 'eventType' | 'eventTime' | 'endTime' | 'location' | 'capacity'>;
/** An event as everyone sees it: without the reader's own RSVP and place in line. */
export type ScheduledEvent = Omit<CampEvent, PersonalField>;

export const eventIdFrom = (params: unknown): string => uuidParam(params, 'event_gone');

export function scheduledEvent(row: EventRow, people: number, waiting: number): ScheduledEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    event_type: row.eventType,
    event_time: row.eventTime.toISOString(),
    end_time: row.endTime ? row.endTime.toISOString() : null,
    location: row.location,
    capacity: row.capacity,
    registration_count: people,
    available_spots: availableSpots(row.capacity, people),
    waitlist_count: waiting,
    created_at: row.createdAt.toISOString(),
  };
}

const partyColumns = (t: typeof eventRegistrations | typeof eventWaitlist) => ({
  eventId: t.eventId,
  userId: t.userId,
  adults: t.adults,
  children: t.children,
  note: t.note,
});

/** The RSVPs and the lines (in order) of the events `eventIds` (of every event without): what each reader's own part is read from. */
function partiesOf(db: Db, eventIds?: string[]): Promise<[PartyRow[], PartyRow[]]> {
  if (eventIds?.length === 0) return Promise.resolve([[], []]);
  return Promise.all([
    db
      .select(partyColumns(eventRegistrations))
      .from(eventRegistrations)
      .where(eventIds ? inArray(eventRegistrations.eventId, eventIds) : undefined),
    db
      .select(partyColumns(eventWaitlist))
      .from(eventWaitlist)
      .where(eventIds ? inArray(eventWaitlist.eventId, eventIds) : undefined)
      .orderBy(asc(eventWaitlist.createdAt), asc(eventWaitlist.userId)),
  ]);
}

/** Events matching `where` with their counts in people, and the reader's household's RSVP and place in line, by start time. */
async function eventsWhere(db: Db, userId: string | null, where: SQL | undefined): Promise<CampEvent[]> {
  const rows = await db
    .select({
      ...getTableColumns(events),
      people: sql<number>`(select coalesce(sum(${eventRegistrations.adults} + ${eventRegistrations.children}), 0)::int from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id})`,
      waiting: sql<number>`(select count(*)::int from ${eventWaitlist} where ${eventWaitlist.eventId} = ${events.id})`,
    })
    .from(events)
    .where(where)
    .orderBy(asc(events.eventTime), asc(events.title));
  const [registrations, line] = await partiesOf(
    db,
    rows.map((r) => r.id),
  );
  const members = userId ? await householdMemberIds(db, userId) : [];
  const views = personalViews(registrations, line);
  return rows.map((row) => ({
    ...scheduledEvent(row, Number(row.people), Number(row.waiting)),
    ...views.of(row.id, members),
  }));
}

/** Events created, edited or RSVPed to since `since` (not a full pull: the schedule answers that, event-schedule.ts). */
export function changedEvents(db: Db, userId: string | null, since: Since): Promise<CampEvent[]> {
  return eventsWhere(db, userId, changedOrTouched(events.updatedAt, events.id, 'events', since));
}

export function eventForUser(db: Db, id: string, userId: string | null): Promise<CampEvent> {
  return theRowOr404(eventsWhere(db, userId, eq(events.id, id)), 'event_gone');
}

/** Every event in start order, every RSVP and every line: what the kept schedule is built from. */
export async function scheduleRows(db: Db): Promise<[EventRow[], PartyRow[], PartyRow[]]> {
  const [rows, [registrations, line]] = await Promise.all([
    db.select().from(events).orderBy(asc(events.eventTime), asc(events.title)),
    partiesOf(db),
  ]);
  return [rows, registrations, line];
}

async function readScheduleStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({
      stamp: sql<string>`coalesce((select max(${events.updatedAt})::text from ${events}), '') || '|' || (select count(*) from ${events}) || '|' || (select count(*) from ${eventRegistrations}) || '|' || (select count(*) from ${eventWaitlist}) || '|' || ((select count(*) from ${touches} where ${touches.entity} = 'events') + coalesce((select ${touchPrunes.prunedCount} from ${touchPrunes} where ${touchPrunes.entity} = 'events'), 0))`,
    })
    .from(sql`(select 1) as one`);
  return row?.stamp ?? '';
}

/** On the embedded database: the last stamp read, kept while none of its tables has changed. */
const keptStamp = keptReads<'stamp', string>(
  [events, eventRegistrations, eventWaitlist, touches, touchPrunes].map((t) => getTableName(t)),
  1,
);

/** The schedule's change stamp: what it covers is told in event-schedule.ts. */
export const scheduleStamp = async (db: Db): Promise<string> => (await keptStamp(db, 'stamp', () => readScheduleStamp(db))) ?? '';

export async function eventRow(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

/** Adds an event, with the client's id when it sent one; undefined when that id is already taken. */
export const insertEvent = (db: Db, id: string | undefined, columns: EventColumns): Promise<string | undefined> =>
  insertOnce(db, events, { ...clientId(id), ...columns });

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

/** The person a calendar address names (checked against its signature by the route). */
export async function calendarOwner(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** Who comes to an event (organizers' view): each RSVP's party and note, and its household's dietary restrictions. */
export async function eventGuests(db: Db, id: string): Promise<EventGuests> {
  if (!(await eventRow(db, id))) throw notFound('event_gone');
  const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
  const rsvps = await db
    .select({
      userId: eventRegistrations.userId,
      name: fullName,
      adults: eventRegistrations.adults,
      children: eventRegistrations.children,
      note: eventRegistrations.note,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.eventId, id))
    .orderBy(asc(users.lastName), asc(users.firstName));
  const parties = [];
  for (const { userId, ...party } of rsvps) {
    const members = await householdMemberIds(db, userId);
    const dietary = await db
      .select({ name: fullName, restrictions: users.dietaryRestrictions })
      .from(users)
      .where(and(inArray(users.id, members), sql`coalesce(trim(${users.dietaryRestrictions}), '') <> ''`))
      .orderBy(asc(users.firstName));
    parties.push({ ...party, dietary: dietary.map((d) => ({ name: d.name, restrictions: d.restrictions ?? '' })) });
  }
  const adults = parties.reduce((n, p) => n + p.adults, 0);
  const children = parties.reduce((n, p) => n + p.children, 0);
  return { people: adults + children, adults, children, parties };
}

/** The person's RSVPs for their data export, by the time of the event. */
export const eventsExport: ExportPart<'rsvps'> = ownRowsExport('rsvps', {
  owner: eventRegistrations.userId,
  join: [[eventRegistrations.eventId, events.id]],
  order: events.eventTime,
  columns: [eventRegistrations.eventId, events.title, events.eventTime, eventRegistrations.createdAt],
});
