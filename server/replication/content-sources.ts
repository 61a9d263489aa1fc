import { and, sql } from 'drizzle-orm';
import { camps, mapLocations, rules, teamMembers, teams } from '../db/schema/index.js';
import { listCamps } from '../camps/repository.js';
import { changedAfter } from './delta.js';
import { listMapLocations, listRules } from '../rules/repository.js';
import { listTeams } from '../teams/repository.js';
import { deletedFrom, type PullSource } from './source.js';

/** The camp rules, with who last wrote each. */
export const rulesSource: PullSource = {
  table: 'rules',
  load: (db, _user, since) => listRules(db, changedAfter(rules.updatedAt, since)),
  deleted: deletedFrom('rules'),
};

/** The Camp Map's key locations. */
export const mapLocationsSource: PullSource = {
  table: 'mapLocations',
  load: (db, _user, since) => listMapLocations(db, changedAfter(mapLocations.updatedAt, since)),
  deleted: deletedFrom('map_locations'),
};

/** Every camp: the active one gives Getting Here and the counselor contacts. */
export const campsSource: PullSource = {
  table: 'camps',
  load: (db, _user, since) => listCamps(db, changedAfter(camps.updatedAt, since)),
  deleted: deletedFrom('camps'),
};

const memberOf = (userId: string) =>
  sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.userId} = ${userId})`;

/** Only the person's own teams (those a member of which is linked to them), with their members. */
export const teamsSource: PullSource = {
  table: 'teams',
  load: (db, user, since) => listTeams(db, and(memberOf(user.id), changedAfter(teams.updatedAt, since))),
  deleted: deletedFrom('teams'),
};
