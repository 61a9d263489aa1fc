/**
 * A phone whose copy of the camp was cleared (Safari deletes a site's storage after 7 days without a
 * visit unless it is installed): localStorage remembers whose camp this phone held, so IndexedDB with
 * no replication cursor for that same person means the copy was cleared, not that this is a first
 * sign-in. The replication loop then pulls the whole camp (no cursor) and the frame says so until the
 * camper dismisses it (`CLEARED_KEY` in meta: downloading, then restored once a full pull is kept).
 * When both were cleared (signed out) the next sign-in pulls the whole camp as a first one does.
 */
import { campHeldFor } from '../lib/camp-held';
import { deleteMeta, getMeta, setMeta } from './meta-repo';

export const CLEARED_KEY = 'camp-cleared';

export interface ClearedCopy {
  /** When the app found the copy cleared (ms). */
  at: number;
  /** A full pull has been kept since: the camp is back on the phone. */
  restored: boolean;
}

/** Called when the phone holds no replication cursor: true (and the notice is set) when this person's copy was cleared. */
export async function noticeIfCleared(userId: string | null): Promise<boolean> {
  if (!userId || campHeldFor() !== userId) return false;
  if (!(await getMeta<ClearedCopy>(CLEARED_KEY))) await setMeta(CLEARED_KEY, { at: Date.now(), restored: false } satisfies ClearedCopy);
  return true;
}

export function dismissClearedNotice(): Promise<void> {
  return deleteMeta(CLEARED_KEY);
}
