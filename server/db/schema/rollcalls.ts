import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, moment, parentId, stamps, updatedIndex } from './columns.js';
import { ownerId, personId } from './profile.js';

/** A roll call: open until closed. At most one is open, even when two organizers start one at once (the partial unique index). */
export const rollCalls = pgTable(
  'roll_calls',
  {
    id: id(),
    message: text('message').notNull(),
    startedBy: personId('started_by'),
    startedAt: moment('started_at').notNull().defaultNow(),
    closedAt: moment('closed_at'),
    ...stamps(),
  },
  (t) => [
    updatedIndex('roll_calls', t),
    uniqueIndex('roll_calls_one_open_idx')
      .on(sql`(true)`)
      .where(sql`closed_at is null`),
  ],
);

/** Each person's answer to a roll call: the last answer stands (one row per person, overwritten). */
export const rollCallAnswers = pgTable(
  'roll_call_answers',
  {
    rollCallId: parentId('roll_call_id', () => rollCalls.id),
    userId: ownerId(),
    status: text('status', { enum: ['safe', 'help'] }).notNull(),
    note: text('note'),
    answeredBy: personId('answered_by'),
    answeredAt: moment('answered_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rollCallId, t.userId] })],
);
