/**
 * Bytes a camper uploads for one 12-megapixel phone photo, with and without the app's downscale
 * (DECISIONS "Photos": at most 2048 px on the long edge). The downscale runs in Chromium with the
 * app's own code (src/lib/downscale.ts), on a noisy 4000x3000 JPEG like a phone camera writes.
 * Also the bytes a phone downloads per photo: feed cards and the grid load the smaller copy, only the
 * viewer loads the full-size one.
 */
import { PHOTO_MAX_EDGE, PHOTO_THUMB_MAX_EDGE } from '../contracts/photo-rules.js';
import { reencode } from '../server/storage/images.js';
import { downscaledInChromium, HEIGHT, phonePhoto, WIDTH } from '../tests/support/downscale-in-chromium.js';

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

export async function run(): Promise<void> {
  const original = await phonePhoto();
  console.log(`12-megapixel JPEG (${WIDTH}x${HEIGHT}), uploaded as is: ${original.length} bytes (${mb(original.length)})`);
  const stored = await reencode(original);
  console.log(
    `downloaded per photo: full size (${PHOTO_MAX_EDGE} px) ${stored.display.length} bytes, feed card and grid copy (${PHOTO_THUMB_MAX_EDGE} px) ${stored.thumb.length} bytes`,
  );
  const small = await downscaledInChromium(original);
  if (!small) {
    console.log('with the app downscale: skipped (Chromium not found)');
    return;
  }
  const saved = 100 * (1 - small.bytes / original.length);
  const met = small.bytes <= 600_000 && Math.max(small.width, small.height) <= 2048 ? 'met' : 'NOT met';
  console.log(
    `with the app downscale (${small.width}x${small.height} ${small.type}, Chromium canvas): ${small.bytes} bytes (${mb(small.bytes)}), ${saved.toFixed(0)}% fewer bytes (goal <= 600 KB, long edge <= 2048 px: ${met})`,
  );
}
