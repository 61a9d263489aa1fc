import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, parentId, replicatedTable } from './columns.js';
import { ownerId } from './profile.js';

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

/**
 * An RSVP's and a place in line's columns: the event, the member who answered, and the party: how many people it
 * stands for, and its note (what the kitchen should know); and when it was last answered (given or changed), so a
 * household formed of two answers keeps the latest.
 */
const householdAnswer = () => ({
  eventId: parentId('event_id', () => events.id),
  userId: ownerId(),
  adults: integer('adults').notNull().default(1),
  children: integer('children').notNull().default(0),
  note: text('note').notNull().default(''),
  answeredAt: moment('answered_at').notNull().defaultNow(),
  createdAt: createdAt(),
});

/**
 * An RSVP, kept under the member who answered: a household has at most one per event (its members
 * change or cancel that row), so its party counts once. See docs/ARCHITECTURE.md, "RSVPs for a household".
 */
export const eventRegistrations = pgTable('event_registrations', householdAnswer(), (t) => [
  primaryKey({ columns: [t.eventId, t.userId] }),
]);

/** The line for a full event, in the order people joined it; one place per household, like an RSVP. */
export const eventWaitlist = pgTable('event_waitlist', householdAnswer(), (t) => [
  primaryKey({ columns: [t.eventId, t.userId] }),
  index('event_waitlist_line_idx').on(t.eventId, t.createdAt),
]);
