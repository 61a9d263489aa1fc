import { integer, text } from 'drizzle-orm/pg-core';
import { replicatedTable } from './columns.js';
import { personId } from './users.js';

export const rules = replicatedTable('rules', {
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull().default('General'),
  importance: text('importance').notNull().default('medium'),
  updatedBy: personId('updated_by'),
});

export const mapLocations = replicatedTable('map_locations', {
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull().default('MapPin'),
  position: integer('position').notNull().default(0),
});
