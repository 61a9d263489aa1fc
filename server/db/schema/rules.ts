import { text } from 'drizzle-orm/pg-core';
import { replicatedTable } from './columns.js';
import { personId } from './profile.js';

export const rules = replicatedTable('rules', {
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull().default('General'),
  importance: text('importance').notNull().default('medium'),
  updatedBy: personId('updated_by'),
});
