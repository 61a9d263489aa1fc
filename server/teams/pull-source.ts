import { teamMembers, teams, tombstones, users } from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { teamsOf } from './repository.js';

/** Only the person's own teams (those a member of which is linked to them), with their members. */
export const teamsSource: PullSource = {
  table: 'teams',
  tables: tablesOf(teams, teamMembers, users, tombstones),
  load: (db, user, since) => teamsOf(db, user.id, since),
  deleted: deletedFrom('teams'),
};
