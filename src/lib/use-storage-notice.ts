import { useSyncExternalStore } from 'react';
import { storageNotice, subscribeStorageNotice, type StorageNotice } from './storage-notice';

/** The storage notice of src/lib/storage-notice.ts, for a screen. */
export function useStorageNotice(): StorageNotice {
  return useSyncExternalStore(subscribeStorageNotice, storageNotice, () => null);
}
