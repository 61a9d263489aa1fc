/**
 * Where stored images (photos, thumbnails, avatars) live. The rest of the server speaks only this
 * interface: `DATA_DIR/uploads` by default (disk-store.ts), a bucket when S3_BUCKET is set
 * (bucket-store.ts). Keys are the part of the public address after /uploads/, e.g. posts/<uuid>.jpg.
 */
import type { Readable } from 'node:stream';

interface StoredImageFile {
  body: Readable;
  size: number;
}

export interface ImageStore {
  /** 'disk' or 'bucket': for the start-up line, never for choices elsewhere. */
  readonly kind: 'disk' | 'bucket';
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredImageFile | null>;
  /** The stored size in bytes, or null when nothing is stored under the key. */
  sizeOf(key: string): Promise<number | null>;
  /** Removes the image; a key already gone is fine. */
  remove(key: string): Promise<void>;
  close(): void;
}
