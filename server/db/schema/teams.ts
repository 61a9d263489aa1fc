import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, parentId, updatedAt, updatedIndex } from './columns.js';
import { personId } from './profile.js';

export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    year: integer('year').notNull(),
    createdAt: createdAt(),
    /** Bumped by every change to the team or its members (auto-link too), for the replication stream. */
    updatedAt: updatedAt(),
  },
  (t) => [updatedIndex('teams', t), index('teams_year_idx').on(t.year)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    teamId: parentId('team_id', () => teams.id),
    name: text('name').notNull(),
    userId: personId('user_id'),
    /** The order the members were entered in. */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('team_members_team_idx').on(t.teamId), index('team_members_user_idx').on(t.userId)],
);
