/**
 * The roll call's board: every approved person with their answer, those needing help first, then pending, then safe;
 * every roll call's counts; who watches the boards.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BoardPerson, RollCallBoard, RollCallCounts, RollCallSummary } from '../../contracts/rollcalls.js';
import type { Db } from '../db/client.js';
import { rollCallAnswers, rollCalls, users } from '../db/schema/index.js';
import { rollCallRow, toRollCall } from './repository.js';

const order: Record<BoardPerson['status'], number> = { help: 0, pending: 1, safe: 2 };
const answerer = alias(users, 'answerer');
const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

function countsOf(people: readonly Pick<BoardPerson, 'status'>[]): RollCallCounts {
  const counts = { help: 0, pending: 0, safe: 0 };
  for (const person of people) counts[person.status] += 1;
  return counts;
}

/** The board of a roll call; `withContacts` (organizers and admins) adds each person's note, phone and emergency contact. */
export async function rollCallBoard(db: Db, id: string, withContacts: boolean): Promise<RollCallBoard> {
  const rollCall = await rollCallRow(db, id);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      emergencyContact: users.emergencyContact,
      status: rollCallAnswers.status,
      note: rollCallAnswers.note,
      answeredAt: rollCallAnswers.answeredAt,
      answeredBy: rollCallAnswers.answeredBy,
      answererFirst: answerer.firstName,
      answererLast: answerer.lastName,
    })
    .from(users)
    .leftJoin(rollCallAnswers, and(eq(rollCallAnswers.userId, users.id), eq(rollCallAnswers.rollCallId, id)))
    .leftJoin(answerer, eq(answerer.id, rollCallAnswers.answeredBy))
    .where(eq(users.status, 'approved'))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const people: BoardPerson[] = rows.map((r) => ({
    user_id: r.id,
    name: nameOf(r.firstName, r.lastName),
    status: r.status ?? 'pending',
    answered_at: r.answeredAt?.toISOString() ?? null,
    answered_by: r.answeredBy,
    answered_by_name: r.answeredBy ? nameOf(r.answererFirst, r.answererLast) : null,
    ...(withContacts ? { note: r.note, phone: r.phone, emergency_contact: r.emergencyContact } : {}),
  }));
  people.sort((a, b) => order[a.status] - order[b.status]);
  return { ...toRollCall(rollCall), counts: countsOf(people), people };
}

/** Every roll call, newest first, with its counts among the approved people of today. */
export async function rollCallSummaries(db: Db): Promise<RollCallSummary[]> {
  const [rows, answered, [approved]] = await Promise.all([
    db.select().from(rollCalls).orderBy(desc(rollCalls.startedAt)),
    db
      .select({ rollCallId: rollCallAnswers.rollCallId, status: rollCallAnswers.status, n: count() })
      .from(rollCallAnswers)
      .innerJoin(users, and(eq(users.id, rollCallAnswers.userId), eq(users.status, 'approved')))
      .groupBy(rollCallAnswers.rollCallId, rollCallAnswers.status),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.status, 'approved')),
  ]);
  return rows.map((row) => {
    const of = (status: 'safe' | 'help') => Number(answered.find((a) => a.rollCallId === row.id && a.status === status)?.n ?? 0);
    const counts = { help: of('help'), safe: of('safe'), pending: 0 };
    counts.pending = Math.max(0, (approved?.n ?? 0) - counts.help - counts.safe);
    return { ...toRollCall(row), counts };
  });
}

/** The organizers and admins, whose open sockets show the boards. */
export async function boardWatcherIds(db: Db): Promise<string[]> {
  const watchers = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ['admin', 'organizer']));
  return watchers.map((w) => w.id);
}
