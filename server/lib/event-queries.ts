import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { CampEvent } from '../../contracts/events.js';
import type { Db } from '../db/client.js';
import { eventRegistrations, events } from '../db/schema/index.js';
import { notFound } from './http-error.js';
import { uuidParam } from './uuid-param.js';

export const eventIdFrom = (params: unknown): string => uuidParam(params, 'This event no longer exists.');

type EventRow = typeof events.$inferSelect & { registrationCount: number; isUserRegistered: boolean };

/** Events with their registration count and whether `userId` is registered, ordered by start time; `where` narrows them. */
export async function eventsForUser(db: Db, userId: string | null, where?: SQL): Promise<CampEvent[]> {
  const rows: EventRow[] = await db
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
  return rows.map(toEventDto);
}

export async function eventForUser(db: Db, id: string, userId: string | null): Promise<CampEvent> {
  const [event] = await eventsForUser(db, userId, eq(events.id, id));
  if (!event) throw notFound('This event no longer exists.');
  return event;
}

function toEventDto(row: EventRow): CampEvent {
  const count = Number(row.registrationCount);
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
    is_user_registered: Boolean(row.isUserRegistered),
    created_at: row.createdAt.toISOString(),
  };
}
