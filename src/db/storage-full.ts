/**
 * A write the phone has no room for (QuotaExceededError, also wrapped by Dexie in an AbortError):
 * the transaction did not commit, so what the phone kept before is untouched; the camper is told
 * plainly (src/lib/storage-notice.ts), and the caller gets a StorageFullError.
 */
import { setStorageNotice, storageNotice } from '../lib/storage-notice';
import { isStorageFull } from './idb-errors';

export class StorageFullError extends Error {
  override name = 'StorageFullError';
}

/** What could not be kept: a change of the camper's, or the camp's download. */
export type StorageNeed = 'change' | 'download';

export async function storing<T>(work: () => Promise<T>, need: StorageNeed = 'change'): Promise<T> {
  try {
    const done = await work();
    // Room again (the camper freed some): the notice goes once a write of the same kind succeeds.
    if (storageNotice() === `full-${need}`) setStorageNotice(null);
    return done;
  } catch (err) {
    if (!isStorageFull(err)) throw err;
    setStorageNotice(`full-${need}`);
    throw new StorageFullError('This phone has no storage space left for the change.', { cause: err });
  }
}
