import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, parentId, replicatedTable } from './columns.js';
import { users } from './profile.js';

/** A family at camp: its name and how many children come with it who have no account. */
export const households = replicatedTable('households', {
  name: text('name').notNull(),
  children: integer('children').notNull().default(0),
});

/** Who belongs to which household: an account belongs to at most one. */
export const householdMembers = pgTable(
  'household_members',
  {
    userId: parentId('user_id', () => users.id).primaryKey(),
    householdId: parentId('household_id', () => households.id),
    createdAt: createdAt(),
  },
  (t) => [index('household_members_household_idx').on(t.householdId)],
);
