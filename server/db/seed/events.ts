import { and, eq, inArray } from 'drizzle-orm';
import { sampleEvents } from '../../../contracts/sample-events.js';
import type { Db } from '../client.js';
import { events, tombstones } from '../schema/index.js';

/** Pacific Daylight Time, the camp's clock in early September. */
const TZ = '-07:00';

/** A fixed id per sample, so a restart finds the ones already there. */
const sampleId = (index: number) => `5e7e0000-2025-4000-8000-${String(index + 1).padStart(12, '0')}`;

const at = (day: number, time: string) => new Date(`2025-09-0${day}T${time}:00${TZ}`);

/** Adds the sample events not yet present; one an organizer deleted stays deleted. */
export async function seedEvents(db: Db): Promise<void> {
  const ids = sampleEvents.map((_, i) => sampleId(i));
  const deleted = await db
    .select({ id: tombstones.entityId })
    .from(tombstones)
    .where(and(eq(tombstones.entity, 'events'), inArray(tombstones.entityId, ids)));
  const skip = new Set(deleted.map((d) => d.id));
  const rows = sampleEvents
    .map(([day, start, end, eventType, capacity, title, location, description], i) => ({
      id: sampleId(i),
      title,
      description,
      eventType,
      eventTime: at(day, start),
      endTime: at(day, end),
      location,
      capacity,
    }))
    .filter((r) => !skip.has(r.id));
  if (rows.length > 0) await db.insert(events).values(rows).onConflictDoNothing({ target: events.id });
}
