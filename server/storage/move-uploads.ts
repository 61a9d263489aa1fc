/**
 * Moves the images of `DATA_DIR/uploads` into the bucket, for a camp that grows past one machine
 * (`npm run uploads:to-bucket`). Each file is removed from the disk only once the bucket holds it
 * whole, so a run stopped part-way is simply run again; a second run finds nothing left to move.
 */
import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStore } from './image-store.js';
import { isUploadKey } from './upload-keys.js';

export interface MoveReport {
  /** Copied into the bucket, then removed from the disk. */
  moved: string[];
  /** Already in the bucket with the same size: removed from the disk without copying. */
  alreadyThere: string[];
  /** Files that are no stored image (left where they are). */
  leftAlone: string[];
  bytes: number;
}

async function keysUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export async function moveUploads(uploadsDir: string, bucket: ImageStore, onEach: (line: string) => void = () => {}): Promise<MoveReport> {
  const report: MoveReport = { moved: [], alreadyThere: [], leftAlone: [], bytes: 0 };
  for (const key of await keysUnder(uploadsDir)) {
    const file = path.join(uploadsDir, key);
    if (!isUploadKey(key)) {
      report.leftAlone.push(key);
      continue;
    }
    const bytes = await readFile(file);
    const there = await bucket.sizeOf(key);
    if (there !== bytes.length) {
      await bucket.put(key, bytes);
      if ((await bucket.sizeOf(key)) !== bytes.length) throw new Error(`The bucket did not keep ${key} whole; nothing more was moved.`);
      report.moved.push(key);
      report.bytes += bytes.length;
      onEach(`moved ${key} (${bytes.length} bytes)`);
    } else {
      report.alreadyThere.push(key);
      onEach(`already in the bucket: ${key}`);
    }
    await unlink(file);
  }
  return report;
}
