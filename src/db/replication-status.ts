/** Where the replication's state for the screens is kept (meta table), apart from the code that stores pulls. */
export const REPLICATION_STATUS_KEY = 'replication-status';

/** What the screens say about the replication: bringing the camp over, up to date, or not reachable. */
export interface ReplicationStatus {
  state: 'syncing' | 'up-to-date' | 'offline' | 'failed';
  /** When the phone was last up to date (ms), if ever. */
  at?: number;
}
