/** Family invitations: their links (kept as hashes), the admin's list, and joining through a link. */
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Invitation } from '../../contracts/invitations.js';
import type { AccountExport } from '../../contracts/profile-account.js';
import type { Db } from '../db/client.js';
import { revokeRow } from '../db/rows.js';
import { householdMembers, households, invitationJoins, invitations, invitationTokens, users } from '../db/schema/index.js';
import { createHashedAccount, type UserRow } from '../auth/repository.js';
import { stampHouseholdOf } from '../households/repository.js';
import { conflict } from '../http/errors.js';

type Role = (typeof invitations.$inferSelect)['role'];

/** How many accounts belong to the household now. */
export async function householdSize(db: Db, householdId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(householdMembers).where(eq(householdMembers.householdId, householdId));
  return row?.n ?? 0;
}

/** True when the household exists. */
export async function householdExists(db: Db, householdId: string): Promise<boolean> {
  const [row] = await db.select({ id: households.id }).from(households).where(eq(households.id, householdId)).limit(1);
  return row !== undefined;
}

interface NewInvitation {
  householdId: string | null;
  role: Role;
  uses: number;
  expiresAt: Date;
  createdBy: string;
  tokenHash: string;
}

/** Keeps a new invitation with its first link; its id. */
export async function insertInvitation(db: Db, input: NewInvitation): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invitations)
      .values({
        householdId: input.householdId,
        role: input.role,
        uses: input.uses,
        usesLeft: input.uses,
        expiresAt: input.expiresAt,
        createdBy: input.createdBy,
      })
      .returning({ id: invitations.id });
    if (!row) throw new Error('invitation insert returned nothing');
    await tx.insert(invitationTokens).values({ tokenHash: input.tokenHash, invitationId: row.id });
    return row.id;
  });
}

/** Adds another link to the invitation (the one a mail carries); false when there is no such invitation. */
export async function addInvitationToken(db: Db, invitationId: string, tokenHash: string): Promise<boolean> {
  const [row] = await db.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, invitationId)).limit(1);
  if (!row) return false;
  await db.insert(invitationTokens).values({ tokenHash, invitationId });
  return true;
}

/** The invitation's expiry and its household's name, for its mail; undefined when there is no such invitation. */
export async function invitationForMail(db: Db, id: string): Promise<{ expiresAt: Date; householdName: string | null } | undefined> {
  const [row] = await db
    .select({ expiresAt: invitations.expiresAt, householdName: households.name })
    .from(invitations)
    .leftJoin(households, eq(households.id, invitations.householdId))
    .where(eq(invitations.id, id))
    .limit(1);
  return row;
}

/** Revokes the invitation at `at` (an invitation already revoked keeps its moment); false when there is no such invitation. */
export const revokeInvitation = (db: Db, id: string, at: Date): Promise<boolean> => revokeRow(db, invitations, id, at);

/** The invitation of a link while it can still be used at `at`: not revoked, not expired, a use left. */
const usable = (at: Date) => and(isNull(invitations.revokedAt), gt(invitations.expiresAt, at), gt(invitations.usesLeft, 0));

const ofToken = (tokenHash: string) =>
  inArray(
    invitations.id,
    sql`(select ${invitationTokens.invitationId} from ${invitationTokens} where ${invitationTokens.tokenHash} = ${tokenHash})`,
  );

/** What the join page shows for a link: its household's name while it is usable, else nothing at all. */
export async function invitationPreview(db: Db, tokenHash: string, at: Date): Promise<{ household_name: string | null; usable: boolean }> {
  const [row] = await db
    .select({ householdName: households.name })
    .from(invitations)
    .leftJoin(households, eq(households.id, invitations.householdId))
    .where(and(ofToken(tokenHash), usable(at)))
    .limit(1);
  return row ? { household_name: row.householdName, usable: true } : { household_name: null, usable: false };
}

/** Invitations with their household's name. */
const withHousehold = (db: Db) =>
  db
    .select({ invitation: invitations, householdName: households.name })
    .from(invitations)
    .leftJoin(households, eq(households.id, invitations.householdId));

/** An invitation row (with its household's name) as the admin's list and the export show it. */
const invitationFields = ({
  invitation: i,
  householdName,
}: {
  invitation: typeof invitations.$inferSelect;
  householdName: string | null;
}) => ({
  id: i.id,
  household_name: householdName,
  role: i.role,
  uses: i.uses,
  uses_left: i.usesLeft,
  expires_at: i.expiresAt.toISOString(),
  revoked_at: i.revokedAt?.toISOString() ?? null,
  created_at: i.createdAt.toISOString(),
});

/** Every invitation, newest first, with who joined through it. */
export async function listInvitations(db: Db): Promise<Invitation[]> {
  const rows = await withHousehold(db).orderBy(desc(invitations.createdAt), asc(invitations.id));
  const joins = await db
    .select({
      invitationId: invitationJoins.invitationId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      joinedAt: invitationJoins.joinedAt,
    })
    .from(invitationJoins)
    .innerJoin(users, eq(users.id, invitationJoins.userId))
    .orderBy(asc(invitationJoins.joinedAt), asc(users.id));
  return rows.map((row) => ({
    ...invitationFields(row),
    household_id: row.invitation.householdId,
    joined: joins
      .filter((j) => j.invitationId === row.invitation.id)
      .map((j) => ({ id: j.id, name: `${j.firstName} ${j.lastName}`.trim(), joined_at: j.joinedAt.toISOString() })),
  }));
}

interface JoinForm {
  email: string;
  passwordHash: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
}

/**
 * Registers through a link at `at`, in one transaction: takes one use (a conditional UPDATE, so
 * concurrent joins never take more uses than there are), makes the approved account with the
 * invitation's role, puts it in the invitation's household and notes who joined. Undefined when the
 * link cannot be used (unknown, used up, revoked, expired); 409 when the email has an account.
 */
export async function joinByInvitation(db: Db, tokenHash: string, form: JoinForm, at: Date): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(invitations)
      .set({ usesLeft: sql`${invitations.usesLeft} - 1` })
      .where(and(ofToken(tokenHash), usable(at)))
      .returning({ id: invitations.id, householdId: invitations.householdId, role: invitations.role });
    if (!taken) return undefined;
    const user = await createHashedAccount(tx, form, { status: 'approved', role: taken.role, lastLoginAt: at });
    if (!user) throw conflict('email_taken');
    if (taken.householdId) {
      await tx.insert(householdMembers).values({ userId: user.id, householdId: taken.householdId });
      await stampHouseholdOf(tx, user.id);
    }
    await tx.insert(invitationJoins).values({ invitationId: taken.id, userId: user.id, joinedAt: at });
    return user;
  });
}

/** The invitations the person made, for their data export, oldest first. */
export async function invitationsExport(db: Db, userId: string): Promise<Pick<AccountExport, 'invitations'>> {
  const rows = await withHousehold(db).where(eq(invitations.createdBy, userId)).orderBy(asc(invitations.createdAt), asc(invitations.id));
  return {
    invitations: rows.map(invitationFields),
  };
}
