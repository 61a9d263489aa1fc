import { deletedSince } from '../replication/delta.js';
import type { PullSource } from '../replication/source.js';
import { householdsChanged, leftHouseholdsTombstone } from './repository.js';

/**
 * Households with their members' names: a camper's own, every one for admins and organizers. A camper
 * also hears of the household they were taken out of; everyone hears of deleted ones.
 */
export const householdsSource: PullSource = {
  table: 'households',
  load: (db, user, since) => householdsChanged(db, user, since),
  deleted: (db, user, since) =>
    deletedSince(db, user.role === 'camper' ? ['households', leftHouseholdsTombstone(user.id)] : ['households'], since),
};
