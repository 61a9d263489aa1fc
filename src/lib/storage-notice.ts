/**
 * What the frame tells the camper about the phone's own storage: it is full (a change, or the camp's
 * download, could not be kept), or nothing to say. Set by src/db, shown by the frame's storage notice.
 */
export type StorageNotice = 'full-change' | 'full-download' | null;

let current: StorageNotice = null;
const listeners = new Set<() => void>();

export function setStorageNotice(notice: StorageNotice): void {
  if (notice === current) return;
  current = notice;
  for (const listener of listeners) listener();
}

export function storageNotice(): StorageNotice {
  return current;
}

export function subscribeStorageNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
