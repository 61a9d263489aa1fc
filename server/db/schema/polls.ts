import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, parentId, replicatedTable } from './columns.js';
import { ownerId, personId } from './profile.js';

export const polls = replicatedTable('polls', {
  question: text('question').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  expiresAt: moment('expires_at'),
  createdBy: personId('created_by'),
});

export const pollOptions = pgTable('poll_options', {
  id: id(),
  pollId: parentId('poll_id', () => polls.id),
  text: text('text').notNull(),
  position: integer('position').notNull().default(0),
});

export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: parentId('poll_id', () => polls.id),
    userId: ownerId(),
    optionId: parentId('option_id', () => pollOptions.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] })],
);
