import { z } from 'zod';
import { clientIdField } from './fields.js';
import { ROLLCALL_LIMITS } from './rollcalls-rules.js';

/** A roll call (POST /roll-calls answers it with 201): open while `closed_at` is null. */
export const rollCallSchema = z.object({
  id: z.string(),
  message: z.string(),
  started_at: z.string(),
  started_by: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type RollCall = z.infer<typeof rollCallSchema>;

const rollCallStatusSchema = z.enum(['safe', 'help']);
export type RollCallStatus = z.infer<typeof rollCallStatusSchema>;

/** What a person answered (themself, or a household member for them): the last answer stands. */
const answerSchema = z.object({
  status: rollCallStatusSchema,
  note: z.string().nullable(),
  answered_at: z.string(),
  answered_by: z.string().nullable(),
});

/**
 * A roll call as the replication stream gives it to each person: with their own answer (the banner's data)
 * and how many accounts their household has (0 without one), so the banner offers to answer for all of them.
 */
export const myRollCallSchema = rollCallSchema.extend({ my_answer: answerSchema.nullable(), household_size: z.number().int() });
export type MyRollCall = z.infer<typeof myRollCallSchema>;

/** POST /roll-calls (admins and organizers). */
export const startRollCallSchema = z.object({
  id: clientIdField,
  message: z
    .string({ error: 'Please write what the roll call is about.' })
    .trim()
    .min(1, 'Please write what the roll call is about.')
    .max(ROLLCALL_LIMITS.message, `The message must be at most ${ROLLCALL_LIMITS.message} characters.`),
});
export type StartRollCall = z.input<typeof startRollCallSchema>;

/** POST /roll-calls/{id}/answer: `household` answers for every member of the caller's household. */
export const rollCallAnswerSchema = z.object({
  status: rollCallStatusSchema,
  note: z.string().trim().max(ROLLCALL_LIMITS.note, `The note must be at most ${ROLLCALL_LIMITS.note} characters.`).optional(),
  household: z.boolean().optional(),
});

const countsSchema = z.object({ help: z.number().int(), pending: z.number().int(), safe: z.number().int() });
export type RollCallCounts = z.infer<typeof countsSchema>;

/** One approved person on the board; `note`, `phone` and `emergency_contact` only for organizers and admins. */
const boardPersonSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  status: z.enum(['help', 'pending', 'safe']),
  answered_at: z.string().nullable(),
  answered_by: z.string().nullable(),
  answered_by_name: z.string().nullable(),
  note: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  emergency_contact: z.string().nullable().optional(),
});
export type BoardPerson = z.infer<typeof boardPersonSchema>;

/** GET /roll-calls/{id}: every approved person, those needing help first, then pending, then safe. */
export const rollCallBoardSchema = rollCallSchema.extend({ counts: countsSchema, people: z.array(boardPersonSchema) });
export type RollCallBoard = z.infer<typeof rollCallBoardSchema>;

/** GET /roll-calls (admins and organizers): every roll call, newest first, with its counts. */
export const rollCallSummarySchema = rollCallSchema.extend({ counts: countsSchema });
export type RollCallSummary = z.infer<typeof rollCallSummarySchema>;

/** The socket's word to organizers and admins that a board changed (an answer, a close). */
export const rollCallChangedSchema = z.object({ type: z.literal('roll_call_changed'), roll_call_id: z.string() });
