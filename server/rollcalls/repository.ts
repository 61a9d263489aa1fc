/** Every read and write of roll calls and their answers: each person's own copy, the start, the answer, the close. */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MyRollCall, RollCall, RollCallStatus } from '../../contracts/rollcalls.js';
import type { Db } from '../db/client.js';
import { idsWhere, type RemovePersonRows } from '../db/person-removal.js';
import { rollCallAnswers, rollCalls } from '../db/schema/index.js';
import { clientId } from '../http/client-created.js';
import { conflict, notFound, theRowOr404 } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';
import { changedOrTouched, recordTouch, recordTouches, type Since } from '../replication/delta.js';
import { householdMemberIds } from '../households/repository.js';

export type RollCallRow = typeof rollCalls.$inferSelect;

export const rollCallIdFrom = (params: unknown): string => uuidParam(params, 'roll_call_gone');

export const toRollCall = (row: RollCallRow): RollCall => ({
  id: row.id,
  message: row.message,
  started_at: row.startedAt.toISOString(),
  started_by: row.startedBy,
  closed_at: row.closedAt?.toISOString() ?? null,
});

/**
 * Starts a roll call, with the client's id when it sent one; undefined when that id is already taken (the
 * same start sent again). A second while one is open is refused (the partial unique index decides, so two
 * at once cannot both win).
 */
export async function startRollCall(db: Db, id: string | undefined, message: string, startedBy: string): Promise<RollCall | undefined> {
  const [row] = await db
    .insert(rollCalls)
    .values({ ...clientId(id), message, startedBy })
    .onConflictDoNothing()
    .returning();
  if (row) return toRollCall(row);
  if (id && (await db.select({ id: rollCalls.id }).from(rollCalls).where(eq(rollCalls.id, id))).length > 0) return undefined;
  throw conflict('roll_call_already_open');
}

export function rollCallRow(db: Db, id: string): Promise<RollCallRow> {
  return theRowOr404(db.select().from(rollCalls).where(eq(rollCalls.id, id)), 'roll_call_gone');
}

/** Ends a roll call; closing one already closed changes nothing. */
export async function closeRollCall(db: Db, id: string): Promise<RollCall> {
  const [row] = await db
    .update(rollCalls)
    .set({ closedAt: sql`coalesce(${rollCalls.closedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(rollCalls.id, id))
    .returning();
  if (!row) throw notFound('roll_call_gone');
  return toRollCall(row);
}

/**
 * Stores the answer for the person, or with `household` for every member of their household: the last
 * answer stands, so the same answer again changes nothing but its time. A closed roll call refuses it.
 */
export async function answerRollCall(
  db: Db,
  id: string,
  userId: string,
  answer: { status: RollCallStatus; note?: string | undefined; household?: boolean | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    // A shared lock: answers go side by side, while closing waits for them.
    const [rollCall] = await tx.select().from(rollCalls).where(eq(rollCalls.id, id)).for('share');
    if (!rollCall) throw notFound('roll_call_gone');
    if (rollCall.closedAt) throw conflict('roll_call_closed');
    const people = answer.household ? await householdMemberIds(tx, userId) : [userId];
    const note = answer.note || null;
    await tx
      .insert(rollCallAnswers)
      .values(people.map((person) => ({ rollCallId: id, userId: person, status: answer.status, note, answeredBy: userId })))
      .onConflictDoUpdate({
        target: [rollCallAnswers.rollCallId, rollCallAnswers.userId],
        set: { status: answer.status, note, answeredBy: userId, answeredAt: sql`now()` },
      });
    // Every phone's copy carries its own answer: a household answer changes the others' copies too.
    await recordTouch(tx, 'roll_calls', id);
  });
}

/** The roll calls `where` picks, each with the person's own answer. */
async function withMyAnswer(db: Db, userId: string, where: SQL | undefined): Promise<MyRollCall[]> {
  const rows = await db.select().from(rollCalls).where(where);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const household = await householdMemberIds(db, userId);
  const mine = await db
    .select()
    .from(rollCallAnswers)
    .where(and(eq(rollCallAnswers.userId, userId), inArray(rollCallAnswers.rollCallId, ids)));
  return rows.map((row) => {
    const answer = mine.find((a) => a.rollCallId === row.id);
    const my_answer = answer && {
      status: answer.status,
      note: answer.note,
      answered_at: answer.answeredAt.toISOString(),
      answered_by: answer.answeredBy,
    };
    return { ...toRollCall(row), my_answer: my_answer ?? null, household_size: household.length > 1 ? household.length : 0 };
  });
}

/**
 * The roll calls on the person's phone: the open one on a full pull, and with a cursor every one
 * started, answered or closed since (a close too, so the banner goes).
 */
export function rollCallsForUser(db: Db, userId: string, since: Since): Promise<MyRollCall[]> {
  return withMyAnswer(
    db,
    userId,
    since.full ? isNull(rollCalls.closedAt) : changedOrTouched(rollCalls.updatedAt, rollCalls.id, 'roll_calls', since),
  );
}

/** The person's own copy of one roll call (the answer to their answer). */
export function myRollCall(db: Db, id: string, userId: string): Promise<MyRollCall> {
  return theRowOr404(withMyAnswer(db, userId, eq(rollCalls.id, id)), 'roll_call_gone');
}

/**
 * The roll calls' part of removing a person: the roll calls they or their household answered are touched, and,
 * when their household stays, the open ones too (its banner counts one fewer).
 */
export const removeRollCallRows: RemovePersonRows = async (tx, { userId, family }) => {
  const answered = await idsWhere(
    tx,
    rollCallAnswers.rollCallId,
    or(eq(rollCallAnswers.userId, userId), eq(rollCallAnswers.answeredBy, userId)),
  );
  const open = family.length ? await idsWhere(tx, rollCalls.id, isNull(rollCalls.closedAt)) : [];
  return { tell: () => recordTouches(tx, 'roll_calls', [...answered, ...open]) };
};
