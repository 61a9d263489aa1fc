import { eventRegistrations, eventWaitlist, householdMembers, households, signupClaims, tombstones, users } from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import { deletedSince } from '../replication/delta.js';
import type { PullSource } from '../replication/source.js';
import { householdsChanged, leftHouseholdsTombstone } from './repository.js';

/**
 * Households with their members' names: a camper's own, every one for admins and organizers. A camper
 * also hears of the household they were taken out of; everyone hears of deleted ones.
 */
export const householdsSource: PullSource = {
  table: 'households',
  tables: tablesOf(households, householdMembers, users, eventRegistrations, eventWaitlist, signupClaims, tombstones),
  load: (db, user, since) => householdsChanged(db, user, since),
  deleted: (db, user, since) =>
    deletedSince(db, user.role === 'camper' ? ['households', leftHouseholdsTombstone(user.id)] : ['households'], since),
};
