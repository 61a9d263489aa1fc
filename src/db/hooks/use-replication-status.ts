import { useLiveQuery } from 'dexie-react-hooks';
import { REPLICATION_STATUS_KEY, type ReplicationStatus } from '../replication-status';
import { db } from '../schema';

/** Whether the whole camp is on this phone and current (undefined before the first pull). */
export function useReplicationStatus(): ReplicationStatus | undefined {
  return useLiveQuery(async () => (await db.meta.get(REPLICATION_STATUS_KEY))?.value as ReplicationStatus | undefined, []);
}
