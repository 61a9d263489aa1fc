import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';
import { ownerId } from './profile.js';

/** The camp's server packing list (the 43 items of SPEC §9). */
export const packingItems = pgTable('packing_items', {
  id: serial('id').primaryKey(),
  itemName: text('item_name').notNull(),
  category: text('category').notNull(),
  isEssential: boolean('is_essential').notNull().default(false),
  position: integer('position').notNull().default(0),
});

/** Each camper's own ticks on the shared list. */
export const packingChecks = pgTable(
  'packing_checks',
  {
    userId: ownerId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => packingItems.id, { onDelete: 'cascade' }),
    isChecked: boolean('is_checked').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('packing_checks_user_updated_idx').on(t.userId, t.updatedAt)],
);
