import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, parentId } from './columns.js';
import { events } from './events.js';
import { ownerId, personId } from './profile.js';

/** Who was told an event starts soon: one row per event and person, so each hears it once whatever the instances. */
export const eventStartNotices = pgTable(
  'event_start_notices',
  {
    eventId: parentId('event_id', () => events.id),
    userId: ownerId(),
    sentAt: createdAt('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/** The last "Remind those who haven't answered" of each event: at most one an hour. */
export const eventReminders = pgTable('event_reminders', {
  eventId: parentId('event_id', () => events.id).primaryKey(),
  sentAt: createdAt('sent_at'),
  sentBy: personId('sent_by'),
});
