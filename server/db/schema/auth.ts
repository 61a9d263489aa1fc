import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns.js';
import { ownerId } from './profile.js';

/**
 * Password reset links sent by email: only a SHA-256 hash of each link's token is kept. A link works
 * until `expires_at`, once (`used_at`). The rows of the last hour also count a person's reset mails.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);
