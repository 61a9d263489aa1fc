import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, parentId, replicatedTable, updatedAt, updatedIndex } from './columns.js';
import { ownerId, personId } from './users.js';

export interface ContactInfo {
  website?: string;
  phone?: string;
  whatsapp?: string;
  counselors?: { name: string; phone: string }[];
}

export const camps = replicatedTable('camps', {
  year: integer('year').notNull(),
  name: text('name').notNull(),
  location: text('location').notNull().default(''),
  address: text('address').notNull().default(''),
  startDate: moment('start_date').notNull(),
  endDate: moment('end_date').notNull(),
  contactInfo: jsonb('contact_info').$type<ContactInfo>().notNull().default({}),
  rules: text('rules'),
  imageUrl: text('image_url'),
  isActive: boolean('is_active').notNull().default(true),
});

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
