import type { Config } from '../config.js';
import { createBucketStore } from './bucket-store.js';
import { createDiskStore } from './disk-store.js';
import type { ImageStore } from './image-store.js';

/** The bucket when S3_BUCKET is set, else `DATA_DIR/uploads`. */
export function openImageStore(config: Config): ImageStore {
  const bucket = config.bucket;
  return bucket ? createBucketStore(bucket) : createDiskStore(config.uploadsDir);
}
