import {
  householdMembers,
  households,
  signupClaims,
  signupSheets,
  signupSlots,
  tombstones,
  touchPrunes,
  touches,
  users,
} from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { sheetsForUser } from './repository.js';

/** Sign-up sheets with their slots, who took them and which are the reader's family's (a claim counts as a change of its sheet). */
export const signupsSource: PullSource = {
  table: 'signups',
  tables: tablesOf(signupSheets, signupSlots, signupClaims, households, householdMembers, users, touches, touchPrunes, tombstones),
  load: (db, user, since) => sheetsForUser(db, user.id, since),
  deleted: deletedFrom('signups'),
};
