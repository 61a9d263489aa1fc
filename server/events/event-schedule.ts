/**
 * The whole schedule, built once per change stamp and kept in memory, so a rush of campers reading
 * GET /events costs one small indexed query each (the stamp) instead of rebuilding the list with
 * its counts every time. Each camper's answer only adds their household's RSVPs and places in line
 * from the same snapshot.
 *
 * The stamp changes with every write the list shows: an event created or edited (its indexed
 * `updated_at`), deleted (the count of events), an RSVP or a place in line given, changed or taken back
 * (the count of the events' touches ever made, kept and pruned, which only grows as each commits) or one
 * that disappears with its camper (the counts of registrations and of the lines). A snapshot is read
 * after its stamp, so it is never older than the stamp it is kept under.
 */
import type { CampEvent } from '../../contracts/events.js';
import { partySize } from '../../contracts/events-rules.js';
import type { Db } from '../db/client.js';
import { replacedCopies } from '../db/replaced-copies.js';
import { householdMemberIds } from '../households/repository.js';
import type { Since } from '../replication/delta.js';
import { personalViews } from './personal-view.js';
import { changedEvents, scheduledEvent, scheduleRows, scheduleStamp, type ScheduledEvent } from './repository.js';

interface Schedule {
  stamp: string;
  events: ScheduledEvent[];
  /** Each reader's own part, by their household's members. */
  views: ReturnType<typeof personalViews>;
}

/** Per database (each test server has its own); the snapshot being loaded is shared by concurrent readers. */
const schedules = new WeakMap<Db, { stamp: string; loading: Promise<Schedule> }>();

function tally<R extends { eventId: string }>(rows: R[], by: (row: R) => number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.eventId, (counts.get(r.eventId) ?? 0) + by(r));
  return counts;
}

async function loadSchedule(db: Db, stamp: string): Promise<Schedule> {
  const [rows, registrations, line] = await scheduleRows(db);
  const people = tally(registrations, partySize);
  const waiting = tally(line, () => 1);
  return {
    stamp,
    views: personalViews(registrations, line),
    events: rows.map((row) => scheduledEvent(row, people.get(row.id) ?? 0, waiting.get(row.id) ?? 0)),
  };
}

/** Every event, ordered by start time, with its counts and the reader's household's RSVP and place in line. */
async function scheduleFor(db: Db, userId: string | null): Promise<CampEvent[]> {
  const [changes, members] = await Promise.all([scheduleStamp(db), userId ? householdMemberIds(db, userId) : []]);
  const stamp = `${replacedCopies()}:${changes}`;
  let current = schedules.get(db);
  if (current?.stamp !== stamp) {
    current = { stamp, loading: loadSchedule(db, stamp) };
    schedules.set(db, current);
    current.loading.catch(() => schedules.delete(db));
  }
  const schedule = await current.loading;
  return schedule.events.map((e) => ({ ...e, ...schedule.views.of(e.id, members) }));
}

/**
 * Events with their counts in people and the reader's household's part, ordered by start time:
 * every event from the kept schedule, or with a delta's `since` only those changed since.
 */
export function eventsForUser(db: Db, userId: string | null, since?: Since): Promise<CampEvent[]> {
  return since && !since.full ? changedEvents(db, userId, since) : scheduleFor(db, userId);
}
