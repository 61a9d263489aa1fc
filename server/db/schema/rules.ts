import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './users.js';

export const rules = pgTable(
  'rules',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull().default('General'),
    importance: text('importance').notNull().default('medium'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('rules_updated_idx').on(t.updatedAt)],
);

export const mapLocations = pgTable(
  'map_locations',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull().default('MapPin'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('map_locations_updated_idx').on(t.updatedAt)],
);
