/**
 * The take-home download as a zip written while it is sent: each photo is read as a stream from the
 * image store when its turn comes (one open at a time), stored as is (JPEGs gain nothing from
 * compression), so the server holds a few buffers whatever the number of photos. Every size is known
 * beforehand, so the answer carries its Content-Length and the app shows the download's progress.
 */
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ImageStore } from '../storage/image-store.js';
import { uploadKey } from '../storage/upload-keys.js';
import { captionsText, namedEntries } from './archive-names.js';
import type { ArchivePhoto } from './repository.js';

/** Stored sizes asked this many at a time (a bucket answers each over the network). */
const SIZE_LOOKUPS_AT_ONCE = 8;

interface StoredPhoto extends ArchivePhoto {
  key: string;
  size: number;
}

/** The photos the store holds, with their sizes, in the same order; a photo whose file is gone is left out. */
async function storedPhotos(images: ImageStore, photos: ArchivePhoto[]): Promise<StoredPhoto[]> {
  const found: (StoredPhoto | null)[] = new Array<StoredPhoto | null>(photos.length).fill(null);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < photos.length; i = next++) {
      const photo = photos[i] as ArchivePhoto;
      const key = uploadKey(photo.imageUrl);
      const size = key ? await images.sizeOf(key) : null;
      if (key && size !== null) found[i] = { ...photo, key, size };
    }
  };
  await Promise.all(Array.from({ length: SIZE_LOOKUPS_AT_ONCE }, worker));
  return found.filter((p): p is StoredPhoto => p !== null);
}

interface PhotoArchive {
  stream: Readable;
  /** The zip's exact length in bytes. */
  size: number;
  /** Stops early (the camper went away): closes the photo being read. */
  stop(): void;
}

export async function photoArchive(images: ImageStore, photos: ArchivePhoto[]): Promise<PhotoArchive> {
  const entries = namedEntries(await storedPhotos(images, photos));
  const zip = new ZipFile();
  const open = new Set<Readable>();
  const output = zip.outputStream as Readable;
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { size: entry.size, compress: false, mtime: entry.createdAt }, (give) => {
      images.get(entry.key).then(
        (file) => {
          if (!file) return give(new Error('A photo left the store while the download was written.'), output);
          open.add(file.body);
          file.body.once('close', () => open.delete(file.body));
          give(null, file.body);
        },
        (err: unknown) => give(err, output),
      );
    });
  }
  zip.addBuffer(Buffer.from(captionsText(entries)), 'captions.txt', { compress: false, mtime: new Date() });
  zip.on('error', (err: Error) => output.destroy(err));
  // yazl's own types leave out the size its end() callback is given.
  const end = zip.end.bind(zip) as (options: undefined, sized: (size: number) => void) => void;
  const size = await new Promise<number>((resolve) => end(undefined, resolve));
  return {
    stream: output,
    size,
    stop() {
      for (const body of open) body.destroy();
      output.destroy();
    },
  };
}
