import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, linkId, parentId, replicatedTable } from './columns.js';
import { events } from './events.js';
import { ownerId, personId } from './profile.js';

/** A sign-up sheet: its slots are what families claim (a dish, a shift); it may belong to an event. */
export const signupSheets = replicatedTable('signup_sheets', {
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  eventId: linkId('event_id', () => events.id),
  createdBy: personId('created_by'),
});

/** A slot of a sheet and how many families it takes. */
export const signupSlots = pgTable(
  'signup_slots',
  {
    id: id(),
    sheetId: parentId('sheet_id', () => signupSheets.id),
    label: text('label').notNull(),
    capacity: integer('capacity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('signup_slots_sheet_idx').on(t.sheetId)],
);

/** Who claimed a slot; a claim by a household member is the household's (one per household, kept under the slot's lock). */
export const signupClaims = pgTable(
  'signup_claims',
  {
    slotId: parentId('slot_id', () => signupSlots.id),
    sheetId: parentId('sheet_id', () => signupSheets.id),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.userId] }), index('signup_claims_sheet_idx').on(t.sheetId)],
);
