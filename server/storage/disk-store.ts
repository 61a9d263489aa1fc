import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStore } from './image-store.js';
import { isUploadKey } from './upload-keys.js';

/** Images as files under `DATA_DIR/uploads` (one instance, or a shared disk). */
export function createDiskStore(dir: string): ImageStore {
  const fileOf = (key: string) => {
    if (!isUploadKey(key)) throw new Error('Not an upload key');
    return path.join(dir, key);
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { body: createReadStream(file), size: info.size } : null;
    },
    async sizeOf(key) {
      const info = await stat(fileOf(key)).catch(() => null);
      return info?.isFile() ? info.size : null;
    },
    async remove(key) {
      await unlink(fileOf(key)).catch(() => undefined);
    },
    close() {},
  };
}
