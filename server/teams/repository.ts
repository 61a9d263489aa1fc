import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Team, TeamColor } from '../../contracts/teams.js';
import type { Db } from '../db/client.js';
import { teamMembers, teams } from '../db/schema/index.js';
import { notFound } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';

export const TEAM_GONE = 'This team no longer exists.';
export const teamIdFrom = (params: unknown) => uuidParam(params, TEAM_GONE);

/** Teams with their members in the order entered, by name; `where` narrows the teams. */
export async function listTeams(db: Db, where?: SQL): Promise<Team[]> {
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

export async function teamById(db: Db, id: string): Promise<Team> {
  const [team] = await listTeams(db, eq(teams.id, id));
  if (!team) throw notFound(TEAM_GONE);
  return team;
}
