import { and, sql } from 'drizzle-orm';
import { teamMembers, teams } from '../db/schema/index.js';
import { changedAfter } from '../replication/delta.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { listTeams } from './repository.js';

const memberOf = (userId: string) =>
  sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.userId} = ${userId})`;

/** Only the person's own teams (those a member of which is linked to them), with their members. */
export const teamsSource: PullSource = {
  table: 'teams',
  load: (db, user, since) => listTeams(db, and(memberOf(user.id), changedAfter(teams.updatedAt, since))),
  deleted: deletedFrom('teams'),
};
