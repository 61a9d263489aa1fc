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
import type { CampEvent } from '../../contracts/events.js';
import type { Db } from '../db/client.js';
import type { Since } from '../replication/delta.js';
import { changedEvents, scheduledEvent, scheduleRows, scheduleStamp, type ScheduledEvent } from './repository.js';

interface Schedule {
  stamp: string;
  events: ScheduledEvent[];
  /** Event ids each camper is registered for. */
  registeredBy: Map<string, Set<string>>;
}

/** Per database (each test server has its own); the snapshot being loaded is shared by concurrent readers. */
const schedules = new WeakMap<Db, { stamp: string; loading: Promise<Schedule> }>();

async function loadSchedule(db: Db, stamp: string): Promise<Schedule> {
  const [rows, registrations] = await scheduleRows(db);
  const counts = new Map<string, number>();
  const registeredBy = new Map<string, Set<string>>();
  for (const r of registrations) {
    counts.set(r.eventId, (counts.get(r.eventId) ?? 0) + 1);
    const mine = registeredBy.get(r.userId) ?? new Set<string>();
    registeredBy.set(r.userId, mine.add(r.eventId));
  }
  return { stamp, registeredBy, events: rows.map((row) => scheduledEvent(row, counts.get(row.id) ?? 0)) };
}

/** Every event, ordered by start time, with its count and whether `userId` is registered. */
async function scheduleFor(db: Db, userId: string | null): Promise<CampEvent[]> {
  const stamp = await scheduleStamp(db);
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

/**
 * Events with their registration count and whether `userId` is registered, ordered by start time:
 * every event from the kept schedule, or with a delta's `since` only those changed since.
 */
export function eventsForUser(db: Db, userId: string | null, since?: Since): Promise<CampEvent[]> {
  return since && !since.full ? changedEvents(db, userId, since) : scheduleFor(db, userId);
}
