/**
 * The photos of the changes made at camp go up ahead of the changes themselves: the display JPEG and WebP thumbnail
 * the hub made of each (hub-photo-routes.ts on the cloud), as raw bytes, so the cloud neither decodes base64 nor
 * re-encodes the photo, and keeps it under the same address. The forwarder puts the next request's photos while the
 * cloud runs the current one. A change whose files the hub no longer holds (its post deleted at camp meanwhile), or
 * whose files the cloud refused, goes with its file's bytes as the phone sent them.
 */
import { buffer } from 'node:stream/consumers';
import type { ForwardedOperation } from '../../contracts/hub-forward.js';
import type { ImageStore } from '../storage/image-store.js';
import { contentTypeOf } from '../storage/upload-keys.js';
import { CloudError, type CloudClient } from './cloud-client.js';
import type { MadeKeys, PendingChange } from './hub-journal-repository.js';

export interface PhotosAhead {
  /** Puts those of these photos that are not in the cloud yet. */
  send(photos: MadeKeys[]): Promise<void>;
  /** The change as it goes up: its photo named by its keys once they are in the cloud, else with its file's bytes. */
  operationOf(change: PendingChange): ForwardedOperation;
  /** The cloud asked for changes again: their photos are put again too (the cloud may have lost one). */
  forget(): void;
}

export function photosAhead(cloud: CloudClient, store: ImageStore): PhotosAhead {
  /** Display keys whose files are in the cloud, and those that go as bytes instead. */
  const sent = new Set<string>();
  const asBytes = new Set<string>();

  const read = async (key: string) => {
    const stored = await store.get(key);
    return stored ? buffer(stored.body) : null;
  };

  const put = async (keys: string[]): Promise<boolean> => {
    const files = await Promise.all(keys.map(read));
    if (files.some((file) => file === null)) return false;
    try {
      for (const [i, key] of keys.entries()) await cloud.put(`/hub/photos/${key}`, files[i] ?? Buffer.alloc(0), contentTypeOf(key));
      return true;
    } catch (err) {
      // A refused file goes as the phone's bytes; a link that fails stops the sending, to be tried again.
      if (err instanceof CloudError && err.failure === 'refused') return false;
      throw err;
    }
  };

  return {
    async send(photos) {
      for (const { display, thumb } of photos) {
        if (sent.has(display) || asBytes.has(display)) continue;
        ((await put([display, thumb])) ? sent : asBytes).add(display);
      }
    },
    operationOf({ operation, made }) {
      if (!made || !sent.has(made.display) || !operation.form) return operation;
      return { ...operation, form: { ...operation.form, file: made } };
    },
    forget() {
      sent.clear();
      asBytes.clear();
    },
  };
}
