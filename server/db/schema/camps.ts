import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './users.js';

export interface ContactInfo {
  website?: string;
  phone?: string;
  whatsapp?: string;
  counselors?: { name: string; phone: string }[];
}

export const camps = pgTable(
  'camps',
  {
    id: id(),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    location: text('location').notNull().default(''),
    address: text('address').notNull().default(''),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    contactInfo: jsonb('contact_info').$type<ContactInfo>().notNull().default({}),
    rules: text('rules'),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('camps_updated_idx').on(t.updatedAt)],
);

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
  (t) => [index('teams_updated_idx').on(t.updatedAt), index('teams_year_idx').on(t.year)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campId: uuid('camp_id')
      .notNull()
      .references(() => camps.id, { onDelete: 'cascade' }),
    high: text('high').notNull(),
    low: text('low').notNull(),
    glitter: text('glitter').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reflections_user_camp_idx').on(t.userId, t.campId),
    index('reflections_user_updated_idx').on(t.userId, t.updatedAt),
    index('reflections_camp_idx').on(t.campId),
  ],
);
