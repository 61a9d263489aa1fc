import { z } from 'zod';
import { clientIdField, requiredText } from './fields.js';
import { HOUSEHOLD_LIMITS } from './households-rules.js';

const householdMemberSchema = z.object({ id: z.string(), name: z.string() });

/** A family at camp: its members (accounts) by name, and how many children come with it who have no account. */
export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  children: z.number().int(),
  members: z.array(householdMemberSchema),
});
export type Household = z.infer<typeof householdSchema>;

/** GET /households (admins, organizers). */
export const householdListSchema = z.object({ households: z.array(householdSchema) });

/** GET /households/mine: the person's household, or null when they belong to none. */
export const myHouseholdSchema = householdSchema.nullable();

const childrenField = z
  .number({ error: 'Children must be a number.' })
  .int('Children must be a whole number.')
  .min(0, 'Children cannot be negative.')
  .max(HOUSEHOLD_LIMITS.children, `A household brings at most ${HOUSEHOLD_LIMITS.children} children.`);

const memberIdsField = z
  .array(z.uuid('Each member must be an account id.'), { error: 'Members must be a list of account ids.' })
  .max(HOUSEHOLD_LIMITS.members, `A household has at most ${HOUSEHOLD_LIMITS.members} members.`)
  .refine((ids) => new Set(ids).size === ids.length, 'A person is listed twice.');

const nameField = requiredText('Household name', HOUSEHOLD_LIMITS.name);

/** POST /admin/households. */
export const householdInputSchema = z.object({
  id: clientIdField,
  name: nameField,
  member_ids: memberIdsField.default([]),
  children: childrenField.default(0),
});
export type HouseholdInput = z.input<typeof householdInputSchema>;

/** PUT /admin/households/{id}: rename, set the members, set the children; what is left out stays as it is. */
export const householdUpdateSchema = z.object({
  name: nameField.optional(),
  member_ids: memberIdsField.optional(),
  children: childrenField.optional(),
});
