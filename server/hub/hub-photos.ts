/**
 * The hub's copy of the camp's photos: every photo and avatar the camp's rows point to, avatars and thumbnails
 * first, until the disk budget (HUB_DISK_BUDGET_MB) is reached. A photo already held whole is not fetched again.
 */
import { hubPhotosSchema } from '../../contracts/hub-pull.js';
import type { ImageStore } from '../storage/image-store.js';
import type { CloudClient } from './cloud-client.js';

export interface PhotoCopy {
  held: string[];
  bytes: number;
  /** Photos the budget left out, and their bytes. */
  leftOut: number;
  leftOutBytes: number;
}

export async function copyPhotos(cloud: CloudClient, store: ImageStore, budget: number): Promise<PhotoCopy> {
  const { photos } = hubPhotosSchema.parse(await cloud.json('GET', '/hub/photos'));
  const copy: PhotoCopy = { held: [], bytes: 0, leftOut: 0, leftOutBytes: 0 };
  for (const { key, bytes } of photos) {
    // A photo the cloud's store lacks cannot be copied; --check counts it as missing.
    if (bytes === null) continue;
    if (copy.bytes + bytes > budget) {
      copy.leftOut += 1;
      copy.leftOutBytes += bytes;
      continue;
    }
    if ((await store.sizeOf(key)) !== bytes) {
      const file = await cloud.bytes(`/hub/photos/${key}`);
      if (!file) continue;
      await store.put(key, file);
    }
    copy.held.push(key);
    copy.bytes += bytes;
  }
  return copy;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** "Photos: 120 held, 850.0 MB of the 2048.0 MB budget; 10 (200.0 MB) did not fit." */
export function describePhotos(copy: PhotoCopy, budget: number): string {
  const fit =
    copy.leftOut > 0 ? `; ${copy.leftOut} (${megabytes(copy.leftOutBytes)}) did not fit: raise HUB_DISK_BUDGET_MB to hold them` : '';
  return `Photos: ${copy.held.length} held, ${megabytes(copy.bytes)} of the ${megabytes(budget)} budget${fit}.`;
}
