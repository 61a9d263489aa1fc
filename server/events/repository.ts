import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { CampEvent } from '../../contracts/events.js';
import type { Db } from '../db/client.js';
import { eventRegistrations, events } from '../db/schema/index.js';
import { scheduledEvent, scheduleFor } from './event-schedule.js';
import { notFound } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';

export const eventIdFrom = (params: unknown): string => uuidParam(params, 'This event no longer exists.');

type EventRow = typeof events.$inferSelect & { registrationCount: number; isUserRegistered: boolean };

/**
 * Events with their registration count and whether `userId` is registered, ordered by start time;
 * `where` narrows them. The whole list comes from the schedule kept per change stamp (event-schedule.ts).
 */
export async function eventsForUser(db: Db, userId: string | null, where?: SQL): Promise<CampEvent[]> {
  if (!where) return scheduleFor(db, userId);
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
  return { ...scheduledEvent(row, Number(row.registrationCount)), is_user_registered: Boolean(row.isUserRegistered) };
}
