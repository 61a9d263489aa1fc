import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { nameKey, type Team, type TeamColor } from '../../contracts/teams.js';
import type { Db } from '../db/client.js';
import { idsWhere, type RemovePersonRows } from '../db/person-removal.js';
import { deleteRow, insertOnce } from '../db/rows.js';
import { teamMembers, teams, users } from '../db/schema/index.js';
import { clientId } from '../http/client-created.js';
import { theRowOr404 } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';
import { changedAfter, recordDeletion, type Since } from '../replication/delta.js';

export const teamIdFrom = (params: unknown) => uuidParam(params, 'team_gone');

/** Teams with their members in the order entered, by name; `where` narrows the teams. */
async function readTeams(db: Db, where?: SQL): Promise<Team[]> {
  const rows = await db.select().from(teams).where(where).orderBy(asc(teams.name), asc(teams.id));
  if (rows.length === 0) return [];
  const members = await db
    .select()
    .from(teamMembers)
    .where(
      inArray(
        teamMembers.teamId,
        rows.map((t) => t.id),
      ),
    )
    .orderBy(asc(teamMembers.position), asc(teamMembers.id));
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    color: t.color as TeamColor,
    year: t.year,
    members: members.filter((m) => m.teamId === t.id).map((m) => ({ id: m.id, name: m.name, is_linked: m.userId !== null })),
  }));
}

/** Every team, or those of one year. */
export const listTeams = (db: Db, year?: number) => readTeams(db, year === undefined ? undefined : eq(teams.year, year));

const memberOf = (userId: string) =>
  sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.userId} = ${userId})`;

/** The person's own teams (those a member of which is linked to them) changed after `since`. */
export const teamsOf = (db: Db, userId: string, since: Since) => readTeams(db, and(memberOf(userId), changedAfter(teams.updatedAt, since)));

export function teamById(db: Db, id: string): Promise<Team> {
  return theRowOr404(readTeams(db, eq(teams.id, id)), 'team_gone');
}

/** Adds a team with its members in the order given; returns its id. */
/** Adds a team with its members (with the client's id when it sent one); undefined when that id is already taken. */
export async function insertTeam(
  db: Db,
  input: { id?: string; name: string; color: TeamColor; year: number; members: string[] },
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const team = await insertOnce(tx, teams, { ...clientId(input.id), name: input.name, color: input.color, year: input.year });
    if (team && input.members.length > 0)
      await tx.insert(teamMembers).values(input.members.map((name, position) => ({ teamId: team, name, position })));
    return team;
  });
}

/** Deletes the team and tells the phones; false when no such team. */
export const deleteTeam = (db: Db, id: string) => deleteRow(db, teams, id, (tx, gone) => recordDeletion(tx, 'teams', gone));

/**
 * Links a team's unlinked members to camp accounts whose full name matches, ignoring case, accents
 * and extra spaces. A name two accounts share is left unlinked rather than guessed.
 * Returns the names linked now.
 */
export async function autoLinkTeam(db: Db, teamId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: teamMembers.id, name: teamMembers.name })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), isNull(teamMembers.userId)))
      .for('update');
    if (waiting.length === 0) return [];
    const people = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.status, 'approved'), isNull(users.deletionRequestedAt)));
    const byName = new Map<string, string | null>();
    for (const p of people) {
      const key = nameKey(`${p.firstName} ${p.lastName}`);
      byName.set(key, byName.has(key) ? null : p.id);
    }
    const linked: string[] = [];
    for (const member of waiting) {
      const userId = byName.get(nameKey(member.name));
      if (!userId) continue;
      await tx.update(teamMembers).set({ userId }).where(eq(teamMembers.id, member.id));
      linked.push(member.name);
    }
    if (linked.length > 0)
      await tx
        .update(teams)
        .set({ updatedAt: sql`now()` })
        .where(eq(teams.id, teamId));
    return linked;
  });
}

/** The teams' part of removing a person: the teams they were linked to are stamped changed. */
export const removeTeamRows: RemovePersonRows = async (tx, { userId }) => {
  const linked = await idsWhere(tx, teamMembers.teamId, eq(teamMembers.userId, userId));
  return {
    tell: async () => {
      if (linked.length)
        await tx
          .update(teams)
          .set({ updatedAt: sql`now()` })
          .where(inArray(teams.id, linked));
    },
  };
};
