/**
 * The replication loop (ARCHITECTURE "How data flows"): one GET /api/pull brings every change the
 * camper may read since the last cursor, and src/db stores it in one transaction. It runs at sign-in,
 * on start, focus and reconnect, after a drain that needs it (src/outbox/schedule.ts) and when the live
 * socket says something changed; calls that arrive while one runs are folded into one more run. Screens
 * never pull: they read Dexie.
 */
import { fetchPull } from '../api/replication';
import { noticeIfCleared } from '../db/cleared-copy';
import { noteCampHeld } from '../lib/camp-held';
import { getMeta } from '../db/meta-repo';
import { withReconnect } from '../db/reconnect';
import { REPLICATION_KEY, replicatedTableNames, setReplicationStatus, storePull, type ReplicationState } from '../db/replica-store';
import { getSessionToken } from '../db/auth/session-repo';
import { storing } from '../db/storage-full';
import { tokenSubject } from '../lib/token-subject';
import { foldingCalls } from './folding-calls';
import { warmImages } from './warm-images';

export type ReplicateOutcome = 'updated' | 'unchanged' | 'offline' | 'signed-out' | 'failed';

/** The cursor to send: none when the phone holds nothing yet, or when the app now replicates other tables. */
function cursorToSend(state: ReplicationState | undefined): string | undefined {
  const same = state && state.tables.join() === replicatedTableNames().join();
  return same ? state.cursor : undefined;
}

async function replicateOnce(): Promise<ReplicateOutcome> {
  const token = await getSessionToken();
  if (!token) return 'signed-out';
  const user = tokenSubject(token);
  const state = await getMeta<ReplicationState>(REPLICATION_KEY);
  // No cursor where this person's camp was held: the phone's storage was cleared. Say so, and pull it all.
  if (!state) await noticeIfCleared(user);
  const requestedAt = Date.now();
  await setReplicationStatus('syncing');
  const res = await fetchPull(cursorToSend(state), token);
  if (res.status !== 'ok') {
    await setReplicationStatus(res.status === 'offline' ? 'offline' : 'failed');
    return res.status;
  }
  await storePull(res.answer, requestedAt);
  noteCampHeld(user);
  await setReplicationStatus('up-to-date');
  const changed = Object.keys(res.answer.tables).length > 0;
  if (changed) void warmImages().catch((err: unknown) => console.warn('replication: images not cached', err));
  return changed ? 'updated' : 'unchanged';
}

/** Brings the phone up to date with the server. */
export const replicate: () => Promise<ReplicateOutcome> = foldingCalls(() =>
  // A connection lost while storing (Safari) pulls again on a fresh one: the cursor moved only if the pull was kept.
  // No room on the phone: nothing of the pull is kept, the cursor stays, and the camper is told.
  storing(() => withReconnect(replicateOnce), 'download').catch((err: unknown): ReplicateOutcome => {
    console.warn('replication: pull failed', err);
    return 'failed';
  }),
);
