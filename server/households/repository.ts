import { and, asc, eq, inArray, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Household } from '../../contracts/households.js';
import type { Db } from '../db/client.js';
import type { RemovePersonRows } from '../db/person-removal.js';
import { deleteRow, insertOnce } from '../db/rows.js';
import { eventRegistrations, eventWaitlist, householdMembers, households, signupClaims, users } from '../db/schema/index.js';
import { clientId } from '../http/client-created.js';
import { HttpError, badRequest, notFound, theRowOr404 } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';
import { changedAfter, recordDeletion, recordTouch, type Since } from '../replication/delta.js';

export const householdIdFrom = (params: unknown) => uuidParam(params, 'household_gone');

/** The events `userIds` answered, once per answer (an RSVP or a place in line); one query at a time: a transaction is one connection. */
export async function eventsAnsweredBy(tx: Db, userIds: string[]): Promise<string[]> {
  const registered = await tx
    .select({ id: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(inArray(eventRegistrations.userId, userIds));
  const waiting = await tx.select({ id: eventWaitlist.eventId }).from(eventWaitlist).where(inArray(eventWaitlist.userId, userIds));
  return [...registered, ...waiting].map((r) => r.id);
}

/**
 * When people join or leave a household, what they answered for it changes hands: an RSVP, a place in line
 * or a sign-up claim of one member is the household's. Touches those events and sheets, so every phone
 * reads them again with the household as it is now (the members who joined see the RSVP, the one who left
 * no longer does).
 */
async function touchWhatMembersAnswered(tx: Db, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const answered = await eventsAnsweredBy(tx, userIds);
  const claimed = await tx.selectDistinct({ id: signupClaims.sheetId }).from(signupClaims).where(inArray(signupClaims.userId, userIds));
  for (const id of new Set(answered)) await recordTouch(tx, 'events', id);
  for (const { id } of claimed) await recordTouch(tx, 'signups', id);
}

/** The tombstones of the households a person left: their phone drops the household, the others' phones keep it. */
export const leftHouseholdsTombstone = (userId: string) => `households:${userId}`;

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The ids of everyone in the person's household, the person included; just the person when they have none. */
export async function householdMemberIds(db: Db, userId: string): Promise<string[]> {
  const [own] = await db
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId));
  if (!own) return [userId];
  const rows = await db
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, own.householdId));
  return rows.map((r) => r.userId);
}

/** Households with their members by name (not those who asked to be deleted), by name; `where` narrows the households. */
async function readHouseholds(db: Db, where?: SQL): Promise<Household[]> {
  const rows = await db.select().from(households).where(where).orderBy(asc(households.name), asc(households.id));
  if (rows.length === 0) return [];
  const members = await db
    .select({ householdId: householdMembers.householdId, id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(
      and(
        inArray(
          householdMembers.householdId,
          rows.map((h) => h.id),
        ),
        isNull(users.deletionRequestedAt),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((h) => ({
    id: h.id,
    name: h.name,
    children: h.children,
    members: members.filter((m) => m.householdId === h.id).map((m) => ({ id: m.id, name: fullName(m) })),
  }));
}

/** Every household (admins and organizers). */
export const listHouseholds = (db: Db) => readHouseholds(db);

const hasMember = (userId: string) =>
  sql`exists (select 1 from ${householdMembers} where ${householdMembers.householdId} = ${households.id} and ${householdMembers.userId} = ${userId})`;

/** A household changed since `since`: itself (name, children, membership) or a member's name. */
function changedSince(since: Since): SQL | undefined {
  const own = changedAfter(households.updatedAt, since);
  if (!own) return undefined;
  const renamed = sql`exists (select 1 from ${householdMembers} join ${users} on ${users.id} = ${householdMembers.userId} where ${householdMembers.householdId} = ${households.id} and ${changedAfter(users.updatedAt, since)})`;
  return sql`(${own} or ${renamed})`;
}

/** The households changed since `since` that `who` may read: every one for admins and organizers, else their own. */
export const householdsChanged = (db: Db, who: { id: string; role: string }, since: Since) =>
  readHouseholds(db, and(who.role === 'camper' ? hasMember(who.id) : undefined, changedSince(since)));

/** The person's own household, or null. */
export async function householdOf(db: Db, userId: string): Promise<Household | null> {
  const [own] = await readHouseholds(db, hasMember(userId));
  return own ?? null;
}

export function householdById(db: Db, id: string): Promise<Household> {
  return theRowOr404(readHouseholds(db, eq(households.id, id)), 'household_gone');
}

/**
 * Refuses members who are not approved camp accounts (400), or who belong to a household other than
 * `householdId` (409, naming the person and that household).
 */
async function checkMembers(tx: Db, memberIds: string[], householdId: string | null): Promise<void> {
  if (memberIds.length === 0) return;
  const known = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, memberIds), eq(users.status, 'approved'), isNull(users.deletionRequestedAt)));
  if (known.length !== memberIds.length) throw badRequest('household_member_unknown');
  const [taken] = await tx
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, household: households.name })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .where(and(inArray(householdMembers.userId, memberIds), householdId ? ne(householdMembers.householdId, householdId) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(1);
  if (taken) {
    const name = fullName(taken);
    const details = { user_id: taken.userId, name, household: taken.household };
    throw new HttpError(409, 'household_member_taken', details, `${name} already belongs to the household "${taken.household}".`);
  }
}

interface HouseholdFields {
  name: string;
  member_ids: string[];
  children: number;
}

/**
 * Makes the answers of a household's members (all of them, after a change) one per event and per slot, in
 * the household's transaction (merge-answers-repository.ts); passed in, as it promotes waiting lists of server/events.
 */
export type MergeAnswers = (tx: Db, memberIds: string[]) => Promise<void>;

/**
 * Adds a household with its members, whose answers become the household's one answer each (with the
 * client's id when it sent one); returns its id, or undefined when that id is already taken.
 */
export async function insertHousehold(
  db: Db,
  input: HouseholdFields & { id?: string },
  mergeAnswers: MergeAnswers,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const householdId = await insertOnce(tx, households, { ...clientId(input.id), name: input.name, children: input.children });
    if (!householdId) return undefined;
    await checkMembers(tx, input.member_ids, householdId);
    if (input.member_ids.length > 0) await tx.insert(householdMembers).values(input.member_ids.map((userId) => ({ userId, householdId })));
    await touchWhatMembersAnswered(tx, input.member_ids);
    await mergeAnswers(tx, input.member_ids);
    return householdId;
  });
}

/**
 * Renames the household, sets its children and its members (what is given), and stamps it changed so
 * every phone that shows it reads it again; the people removed get a tombstone, so their phones drop it.
 * Members added bring their answers into the household's (`mergeAnswers`).
 */
export async function updateHousehold(db: Db, id: string, patch: Partial<HouseholdFields>, mergeAnswers: MergeAnswers): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: households.id }).from(households).where(eq(households.id, id)).for('update');
    if (!row) throw notFound('household_gone');
    const { member_ids: memberIds } = patch;
    if (memberIds) {
      await checkMembers(tx, memberIds, id);
      const removed = await tx
        .delete(householdMembers)
        .where(and(eq(householdMembers.householdId, id), memberIds.length > 0 ? notInArray(householdMembers.userId, memberIds) : undefined))
        .returning({ userId: householdMembers.userId });
      for (const { userId } of removed) await recordDeletion(tx, leftHouseholdsTombstone(userId), [id]);
      const kept = await tx.select({ userId: householdMembers.userId }).from(householdMembers).where(eq(householdMembers.householdId, id));
      const added = memberIds.filter((userId) => !kept.some((k) => k.userId === userId));
      if (added.length > 0) await tx.insert(householdMembers).values(added.map((userId) => ({ userId, householdId: id })));
      if (removed.length > 0 || added.length > 0)
        await touchWhatMembersAnswered(tx, [...kept.map((k) => k.userId), ...removed.map((r) => r.userId), ...added]);
      if (added.length > 0) await mergeAnswers(tx, [...kept.map((k) => k.userId), ...added]);
    }
    await tx
      .update(households)
      .set({ name: patch.name, children: patch.children, updatedAt: sql`now()` })
      .where(eq(households.id, id));
  });
}

/** Deletes the household (its memberships go with it) and tells the phones; false when no such household. */
export async function deleteHousehold(db: Db, id: string): Promise<boolean> {
  const members = await db.select({ userId: householdMembers.userId }).from(householdMembers).where(eq(householdMembers.householdId, id));
  return deleteRow(db, households, id, async (tx, gone) => {
    await recordDeletion(tx, 'households', gone);
    await touchWhatMembersAnswered(
      tx,
      members.map((m) => m.userId),
    );
  });
}

/** Stamps the person's household changed, so every phone showing it reads it again (without them, before their account goes). */
export async function stampHouseholdOf(db: Db, userId: string): Promise<void> {
  const theirs = db.select({ id: householdMembers.householdId }).from(householdMembers).where(eq(householdMembers.userId, userId));
  await db
    .update(households)
    .set({ updatedAt: sql`now()` })
    .where(inArray(households.id, theirs));
}

/** The households' part of removing a person: their household stamped changed before they go. */
export const removeHouseholdRows: RemovePersonRows = async (tx, { userId }) => {
  await stampHouseholdOf(tx, userId);
  return { tell: async () => {} };
};
