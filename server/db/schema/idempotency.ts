import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns.js';
import { ownerId } from './profile.js';

/** (user, Idempotency-Key) -> stored response, replayed for at least 7 days (DECISIONS 6). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    completedAt: moment('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
