/**
 * The photo picked from the top bar's camera button or the 'Your Story' button, kept in IndexedDB
 * (as an ArrayBuffer with its type) until the photos screen picks it up.
 */
import { db } from './schema';

const PENDING_ID = 'pendingUpload';

export interface PendingUpload {
  data: ArrayBuffer;
  type: string;
}

export async function savePendingUpload(file: Blob): Promise<void> {
  const data = await file.arrayBuffer();
  await db.blobs.put({ id: PENDING_ID, data, type: file.type, createdAt: new Date().toISOString() });
}

export async function getPendingUpload(): Promise<PendingUpload | undefined> {
  const row = await db.blobs.get(PENDING_ID);
  return row ? { data: row.data, type: row.type } : undefined;
}

export async function clearPendingUpload(): Promise<void> {
  await db.blobs.delete(PENDING_ID);
}
