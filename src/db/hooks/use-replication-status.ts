import type { ReplicationStatus } from '../replication-status';
import { useLazyLiveQuery } from './lazy-live-query';

/** Whether the whole camp is on this phone and current (undefined before the first pull). */
export function useReplicationStatus(): ReplicationStatus | undefined {
  return useLazyLiveQuery((reads) => reads.replicationStatus(), [], undefined);
}
