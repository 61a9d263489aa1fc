import { householdMembers, rollCallAnswers, rollCalls, touchPrunes, touches } from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import type { PullSource } from '../replication/source.js';
import { rollCallsForUser } from './repository.js';

/** The open roll call with the person's own answer (what the banner shows offline); closed ones leave by their close. */
export const rollCallsSource: PullSource = {
  table: 'rollCalls',
  tables: tablesOf(rollCalls, rollCallAnswers, householdMembers, touches, touchPrunes),
  load: (db, user, since) => rollCallsForUser(db, user.id, since),
};
