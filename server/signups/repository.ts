/** Every read and write of sign-up sheets, their slots and claims; reads in the shape of contracts/signups.ts for one person. */
import { and, asc, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { SignupSheet } from '../../contracts/signups.js';
import { isSlotFull } from '../../contracts/signups-rules.js';
import type { Db, Tx } from '../db/client.js';
import { insertWithChildren, readWithChildren, writeOrderedChildren } from '../db/ordered-children.js';
import { deleteRow, updateRow } from '../db/rows.js';
import { idsWhere, type RemovePersonRows } from '../db/person-removal.js';
import { householdMembers, households, signupClaims, signupSheets, signupSlots, users } from '../db/schema/index.js';
import { clientId } from '../http/client-created.js';
import { conflict, notFound, theRowOr404 } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';
import { householdMemberIds } from '../households/repository.js';
import { changedOrTouched, recordDeletion, recordTouch, recordTouches, type Since } from '../replication/delta.js';

export type SheetColumns = Pick<typeof signupSheets.$inferInsert, 'title' | 'description' | 'eventId'>;
export interface SlotInput {
  id?: string | undefined;
  label: string;
  capacity: number;
}

export const sheetIdFrom = (params: unknown): string => uuidParam(params, 'signup_gone');
export const slotIdFrom = (params: unknown): string => uuidParam({ id: (params as { slotId?: unknown }).slotId }, 'signup_slot_gone');

/** Who holds each claim, by slot: the claimer's household name, or their own name when they have none. */
async function claimsOf(db: Db, sheetIds: string[]) {
  return db
    .select({
      slotId: signupClaims.slotId,
      userId: signupClaims.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      household: households.name,
    })
    .from(signupClaims)
    .innerJoin(users, eq(users.id, signupClaims.userId))
    .leftJoin(householdMembers, eq(householdMembers.userId, signupClaims.userId))
    .leftJoin(households, eq(households.id, householdMembers.householdId))
    .where(inArray(signupClaims.sheetId, sheetIds))
    .orderBy(asc(signupClaims.createdAt));
}

/** Sign-up sheets and their slots. */
const sheetsWithSlots = {
  parents: signupSheets,
  children: signupSlots,
  parentOf: signupSlots.sheetId,
};

/** Sheets matching `where`, newest first, with each slot's claims as `userId` sees them (theirs: their household's). */
function sheetsWhere(db: Db, userId: string, where?: SQL): Promise<SignupSheet[]> {
  return readWithChildren(db, sheetsWithSlots, where, {
    alongside: async (ids) => {
      const [claims, family] = await Promise.all([claimsOf(db, ids), householdMemberIds(db, userId)]);
      return { claims, family };
    },
    view: (sheet, slots, { claims, family }) => ({
      id: sheet.id,
      title: sheet.title,
      description: sheet.description,
      event_id: sheet.eventId,
      created_at: sheet.createdAt.toISOString(),
      slots: slots.map((slot) => {
        const held = claims.filter((c) => c.slotId === slot.id);
        const names = held.map((c) => c.household ?? `${c.firstName} ${c.lastName}`.trim());
        return {
          id: slot.id,
          label: slot.label,
          capacity: slot.capacity,
          taken: held.length,
          takers: [...new Set(names)],
          mine: held.some((c) => family.includes(c.userId)),
        };
      }),
    }),
  });
}

/** Every sheet, or with `since` those created, edited or claimed on since (a claim touches its sheet). */
export function sheetsForUser(db: Db, userId: string, since?: Since): Promise<SignupSheet[]> {
  return sheetsWhere(db, userId, since && changedOrTouched(signupSheets.updatedAt, signupSheets.id, 'signups', since));
}

export function sheetForUser(db: Db, id: string, userId: string): Promise<SignupSheet> {
  return theRowOr404(sheetsWhere(db, userId, eq(signupSheets.id, id)), 'signup_gone');
}

/**
 * Writes the slots in order: a slot given with the id of one of the sheet's slots (or, without an id, with
 * the label of one) is that slot and keeps its claims, even past a lowered capacity; slots left out go with their claims.
 */
async function writeSlots(tx: Tx, sheetId: string, slots: SlotInput[]): Promise<void> {
  await writeOrderedChildren(sheetId, await tx.select().from(signupSlots).where(eq(signupSlots.sheetId, sheetId)), slots, {
    matches: (slot, row) => (slot.id ? row.id === slot.id : row.label === slot.label),
    keyOf: (slot) => slot.label,
    update: (row, slot, position) =>
      tx.update(signupSlots).set({ label: slot.label, capacity: slot.capacity, position }).where(eq(signupSlots.id, row.id)),
    // A new slot keeps the id the client sent (a claim forwarded from a camp hub names it); one taken elsewhere is refused.
    insert: async (slot, position, id) => {
      const made = await tx
        .insert(signupSlots)
        .values({ id: slot.id ?? id, sheetId, label: slot.label, capacity: slot.capacity, position })
        .onConflictDoNothing({ target: signupSlots.id })
        .returning({ id: signupSlots.id });
      if (made.length === 0 && slot.id) throw conflict('signup_slot_id_taken');
      return made.length > 0;
    },
    remove: (ids) => tx.delete(signupSlots).where(inArray(signupSlots.id, ids)),
  });
}

/** Stores a sheet with its slots (with the client's id when it sent one); undefined when that id is already taken. */
export function createSheet(
  db: Db,
  id: string | undefined,
  sheet: SheetColumns & { createdBy: string },
  slots: SlotInput[],
): Promise<string | undefined> {
  return insertWithChildren(db, signupSheets, { ...clientId(id), ...sheet }, (tx, made) => writeSlots(tx, made, slots));
}

/** Rewrites a sheet and its slots; a 404 when it is gone. */
export async function updateSheet(db: Db, id: string, sheet: SheetColumns, slots: SlotInput[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await updateRow(tx, signupSheets, id, sheet))) throw notFound('signup_gone');
    await writeSlots(tx, id, slots);
  });
}

/** Deletes a sheet (slots and claims go with it) and notes the deletion for the phones; a 404 when it is gone. */
export async function deleteSheet(db: Db, id: string): Promise<void> {
  if (!(await deleteRow(db, signupSheets, id, (tx, gone) => recordDeletion(tx, 'signups', gone)))) throw notFound('signup_gone');
}

/**
 * Sets whether `userId`'s family holds the slot (a replay changes nothing): a claim by any member of
 * their household counts as theirs, and releasing removes it whoever of them made it. The slot's row is
 * locked, so claims racing for its last place queue and only one takes it; the others get 409.
 */
export async function setClaim(db: Db, sheetId: string, slotId: string, userId: string, claimed: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [slot] = await tx
      .select({ capacity: signupSlots.capacity })
      .from(signupSlots)
      .where(and(eq(signupSlots.id, slotId), eq(signupSlots.sheetId, sheetId)))
      .for('update');
    if (!slot) {
      const [sheet] = await tx.select({ id: signupSheets.id }).from(signupSheets).where(eq(signupSheets.id, sheetId));
      throw notFound(sheet ? 'signup_slot_gone' : 'signup_gone');
    }
    const family = and(eq(signupClaims.slotId, slotId), inArray(signupClaims.userId, await householdMemberIds(tx, userId)));
    if (!claimed) {
      const released = await tx.delete(signupClaims).where(family).returning({ userId: signupClaims.userId });
      if (released.length > 0) await recordTouch(tx, 'signups', sheetId);
      return;
    }
    const [held] = await tx.select({ userId: signupClaims.userId }).from(signupClaims).where(family).limit(1);
    if (held) return;
    const [taken] = await tx.select({ n: count() }).from(signupClaims).where(eq(signupClaims.slotId, slotId));
    if (isSlotFull({ taken: taken?.n ?? 0, capacity: slot.capacity })) throw conflict('slot_full');
    await tx.insert(signupClaims).values({ slotId, sheetId, userId });
    await recordTouch(tx, 'signups', sheetId);
  });
}

/**
 * The sign-ups' part of removing a person: their claims go to the heir (they were the household's; one the heir
 * already holds on the slot stands), and the sheets of the claims that go with them are touched.
 */
export const removeSignupRows: RemovePersonRows = async (tx, { userId, heir }) => {
  if (heir) {
    const held = (await tx.select({ id: signupClaims.slotId }).from(signupClaims).where(eq(signupClaims.userId, heir))).map((r) => r.id);
    await tx
      .update(signupClaims)
      .set({ userId: heir })
      .where(and(eq(signupClaims.userId, userId), held.length > 0 ? notInArray(signupClaims.slotId, held) : undefined));
  }
  const claimedSheets = await idsWhere(tx, signupClaims.sheetId, eq(signupClaims.userId, userId));
  return { tell: () => recordTouches(tx, 'signups', claimedSheets) };
};
