/**
 * The whole schedule, built once per change stamp and kept in memory, so a rush of campers reading
 * GET /events costs one small indexed query each (the stamp) instead of rebuilding the list with
 * its counts every time. Each camper's answer only adds their own RSVPs from the same snapshot.
 *
 * The stamp changes with every write the list shows: an event created or edited (its indexed
 * `updated_at`), deleted (the count of events), an RSVP given or taken back (the count of the
 * events' touches ever made, kept and pruned, which only grows as each commits) or a registration that disappears with its
 * camper (the count of registrations). A snapshot is read after its stamp, so it
 * is never older than the stamp it is kept under.
 */
import { asc, getTableName, sql } from 'drizzle-orm';
import type { CampEvent } from '../../contracts/events.js';
import type { Db } from '../db/client.js';
import { eventRegistrations, events, touches, touchPrunes } from '../db/schema/index.js';
import { keptReads } from '../db/table-changes.js';

type ScheduledEvent = Omit<CampEvent, 'is_user_registered'>;

interface Schedule {
  stamp: string;
  events: ScheduledEvent[];
  /** Event ids each camper is registered for. */
  registeredBy: Map<string, Set<string>>;
}

/** Per database (each test server has its own); the snapshot being loaded is shared by concurrent readers. */
const schedules = new WeakMap<Db, { stamp: string; loading: Promise<Schedule> }>();

async function changeStamp(db: Db): Promise<string> {
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
const currentStamp = async (db: Db): Promise<string> => (await keptStamp(db, 'stamp', () => changeStamp(db))) ?? '';

async function loadSchedule(db: Db, stamp: string): Promise<Schedule> {
  const [rows, registrations] = await Promise.all([
    db.select().from(events).orderBy(asc(events.eventTime), asc(events.title)),
    db.select({ eventId: eventRegistrations.eventId, userId: eventRegistrations.userId }).from(eventRegistrations),
  ]);
  const counts = new Map<string, number>();
  const registeredBy = new Map<string, Set<string>>();
  for (const r of registrations) {
    counts.set(r.eventId, (counts.get(r.eventId) ?? 0) + 1);
    const mine = registeredBy.get(r.userId) ?? new Set<string>();
    registeredBy.set(r.userId, mine.add(r.eventId));
  }
  return { stamp, registeredBy, events: rows.map((row) => scheduledEvent(row, counts.get(row.id) ?? 0)) };
}

export function scheduledEvent(row: typeof events.$inferSelect, count: number): ScheduledEvent {
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

/** Every event, ordered by start time, with its count and whether `userId` is registered. */
export async function scheduleFor(db: Db, userId: string | null): Promise<CampEvent[]> {
  const stamp = await currentStamp(db);
  let current = schedules.get(db);
  if (current?.stamp !== stamp) {
    current = { stamp, loading: loadSchedule(db, stamp) };
    schedules.set(db, current);
    current.loading.catch(() => schedules.delete(db));
  }
  const schedule = await current.loading;
  const mine = userId ? schedule.registeredBy.get(userId) : undefined;
  return schedule.events.map((e) => ({ ...e, is_user_registered: mine?.has(e.id) ?? false }));
}
