import { integer, text } from 'drizzle-orm/pg-core';
import { replicatedTable } from './columns.js';

export const mapLocations = replicatedTable('map_locations', {
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull().default('MapPin'),
  position: integer('position').notNull().default(0),
});
