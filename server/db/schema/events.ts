import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, parentId, replicatedTable } from './columns.js';
import { ownerId } from './users.js';

export const events = replicatedTable('events', {
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  eventType: text('event_type').notNull().default('activity'),
  eventTime: moment('event_time').notNull(),
  endTime: moment('end_time'),
  location: text('location').notNull().default(''),
  /** 0 means unlimited. */
  capacity: integer('capacity').notNull().default(0),
});

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: parentId('event_id', () => events.id),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
