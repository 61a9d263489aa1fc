import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { camps } from './camps.js';
import { createdAt, id, parentId, updatedAt } from './columns.js';
import { ownerId } from './profile.js';

/** One reflection per person per camp; a private one is readable by its author alone (DECISIONS "Permissions"). */
export const reflections = pgTable(
  'reflections',
  {
    id: id(),
    userId: ownerId(),
    campId: parentId('camp_id', () => camps.id),
    high: text('high').notNull(),
    low: text('low').notNull(),
    glitter: text('glitter').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    submittedAt: createdAt('submitted_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reflections_user_camp_idx').on(t.userId, t.campId),
    index('reflections_user_updated_idx').on(t.userId, t.updatedAt),
    index('reflections_camp_idx').on(t.campId),
  ],
);
