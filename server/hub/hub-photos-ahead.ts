/**
 * The photos of the changes made at camp go up ahead of the changes themselves: the display JPEG and WebP thumbnail
 * the hub made of each (hub-photo-routes.ts on the cloud), as raw bytes, so the cloud neither decodes base64 nor
 * re-encodes the photo, and keeps it under the same address. While the cloud runs one request, the photos of the
 * changes after it go up (`ahead`), a few at once and each ask right after the one before, so the link carries photos
 * all the time the changes take; a photo already on its way is not put twice. A change whose files the hub no longer
 * holds (its post deleted at camp meanwhile), or whose files the cloud refused, goes with its file's bytes as the phone
 * sent them.
 */
import { buffer } from 'node:stream/consumers';
import type { ForwardedOperation } from '../../contracts/hub-forward.js';
import type { ImageStore } from '../storage/image-store.js';
import { contentTypeOf } from '../storage/upload-keys.js';
import { CloudError, type CloudClient } from './cloud-client.js';
import type { MadeKeys, PendingChange } from './hub-journal-repository.js';

export interface PhotosAhead {
  /** Puts those of these photos that are not in the cloud yet (waiting for those already on their way). */
  send(photos: MadeKeys[]): Promise<void>;
  /**
   * Starts putting the photos `next` lists, or, while photos go ahead already, right after them; a failure is met when
   * their turn comes.
   */
  ahead(next: () => Promise<MadeKeys[]>): void;
  /** The change as it goes up: its photo named by its keys once they are in the cloud, else with its file's bytes. */
  operationOf(change: PendingChange): ForwardedOperation;
  /** The cloud asked for changes again: their photos are put again too (the cloud may have lost one). */
  forget(): void;
}

/**
 * Photos put at once. One at a time, the link fell silent whenever the cloud was busy running a request of changes
 * (its answer to the photo waits for it): the next photo's bytes now cross meanwhile.
 */
const PHOTOS_AT_ONCE = 3;

export function photosAhead(cloud: CloudClient, store: ImageStore): PhotosAhead {
  /** Display keys whose files are in the cloud, and those that go as bytes instead. */
  const sent = new Set<string>();
  const asBytes = new Set<string>();
  /** Photos on their way, by display key: whether they went as files. */
  const onTheirWay = new Map<string, Promise<boolean>>();
  let goingAhead = false;
  let upNext: (() => Promise<MadeKeys[]>) | undefined;
  const takeNext = () => {
    const next = upNext;
    upNext = undefined;
    return next;
  };

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

  const sendOne = async ({ display, thumb }: MadeKeys): Promise<void> => {
    if (sent.has(display) || asBytes.has(display)) return;
    let going = onTheirWay.get(display);
    if (!going) {
      going = put([display, thumb]).finally(() => onTheirWay.delete(display));
      onTheirWay.set(display, going);
    }
    ((await going) ? sent : asBytes).add(display);
  };

  /** Starting in their order, PHOTOS_AT_ONCE at a time. */
  const send = async (photos: MadeKeys[]): Promise<void> => {
    let next = 0;
    const sender = async () => {
      for (let photo = photos[next++]; photo; photo = photos[next++]) await sendOne(photo);
    };
    await Promise.all(Array.from({ length: Math.min(PHOTOS_AT_ONCE, photos.length) }, sender));
  };

  return {
    send,
    ahead(next) {
      // Asked while photos go ahead: the latest ask goes next, as soon as they are up, so the link never waits for it.
      upNext = next;
      if (goingAhead) return;
      goingAhead = true;
      void (async () => {
        for (let window = takeNext(); window; window = takeNext()) await send(await window());
      })()
        .catch(() => undefined)
        .finally(() => (goingAhead = false));
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
