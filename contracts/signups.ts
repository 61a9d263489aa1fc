import { z } from 'zod';
import { clientIdField } from './fields.js';
import { SIGNUP_LIMITS } from './signups-rules.js';

/**
 * Sign-up sheets: slots (a potluck dish, a kitchen shift) that families claim. A slot is taken by a
 * family: a claim by one member of a household is the household's, so every member sees it as theirs.
 */
const signupSlotSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** How many families the slot takes. */
  capacity: z.number().int(),
  taken: z.number().int(),
  /** Who took it: a household's name, or the person's name when they have no household. */
  takers: z.array(z.string()),
  /** The reader's family holds this slot. */
  mine: z.boolean(),
});

/** GET /signups item (and the replication stream's `signups` table), for one reader. */
export const signupSheetSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  event_id: z.string().nullable(),
  slots: z.array(signupSlotSchema),
  created_at: z.string(),
});
export type SignupSheet = z.infer<typeof signupSheetSchema>;

/**
 * What of a sheet every reader sees alike, who took each slot (a poke carries it after a claim): not whether the slot
 * is the reader's family's. Parsing a sheet keeps only this.
 */
export const sheetTakesSchema = z.object({
  id: z.string(),
  slots: z.array(signupSlotSchema.pick({ id: true, taken: true, takers: true })),
});
export type SignupSlot = z.infer<typeof signupSlotSchema>;

/**
 * A slot of the editor: with the `id` of one of the sheet's slots it is that slot, kept with its claims;
 * a slot left out of an edit goes, and its claims go with it.
 */
const slotInputSchema = z.object({
  id: z.uuid('A slot id must be a UUID.').optional(),
  label: z
    .string()
    .trim()
    .min(1, 'Every slot needs a label.')
    .max(SIGNUP_LIMITS.label, `A slot label has at most ${SIGNUP_LIMITS.label} characters.`),
  capacity: z
    .number('How many families a slot takes must be a whole number.')
    .int('How many families a slot takes must be a whole number.')
    .min(1, 'A slot takes at least 1 family.')
    .max(SIGNUP_LIMITS.capacity, `A slot takes at most ${SIGNUP_LIMITS.capacity} families.`),
});

/** POST /admin/signups and PUT /admin/signups/{id} (organizers and admins). */
export const signupSheetInputSchema = z.object({
  id: clientIdField,
  title: z
    .string()
    .trim()
    .min(1, 'Please give the sheet a title.')
    .max(SIGNUP_LIMITS.title, `A title has at most ${SIGNUP_LIMITS.title} characters.`),
  description: z
    .string()
    .trim()
    .max(SIGNUP_LIMITS.description, `A description has at most ${SIGNUP_LIMITS.description} characters.`)
    .optional(),
  event_id: z.uuid('The event must be one of the camp events.').nullish(),
  slots: z
    .array(slotInputSchema, 'A sign-up sheet needs at least one slot.')
    .min(1, 'A sign-up sheet needs at least one slot.')
    .max(SIGNUP_LIMITS.slots, `A sign-up sheet has at most ${SIGNUP_LIMITS.slots} slots.`),
});
export type SignupSheetInput = z.input<typeof signupSheetInputSchema>;

/** POST /signups/{id}/slots/{slot_id}/claim: the state wanted, so a replay changes nothing. */
export const claimInputSchema = z.object({ claimed: z.boolean('Say whether the slot is claimed (true or false).') });
