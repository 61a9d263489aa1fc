/**
 * Bytes a camper uploads for one 12-megapixel phone photo, with and without the app's downscale
 * (DECISIONS "Photos": at most 2048 px on the long edge). The downscale runs in Chromium with the
 * app's own code (src/lib/downscale.ts), on a noisy 4000x3000 JPEG like a phone camera writes.
 * Also the bytes a phone downloads per photo: feed cards and the grid load the smaller copy, only the
 * viewer loads the full-size one.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { transformWithOxc } from 'vite';
import { reencode, THUMB_MAX_EDGE } from '../server/lib/images.js';
import { chromiumPath } from '../tests/support/chromium-path.mjs';

const WIDTH = 4000;
const HEIGHT = 3000;

function photo(): Promise<Buffer> {
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function downscaledInChromium(original: Buffer): Promise<{ bytes: number; width: number; height: number; type: string } | null> {
  const executablePath = chromiumPath();
  if (!executablePath) return null;
  const source = readFileSync(new URL('../src/lib/downscale.ts', import.meta.url), 'utf8');
  const { code } = await transformWithOxc(source, 'downscale.ts', { lang: 'ts' });
  const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>bench</title>');
    await page.addScriptTag({ type: 'module', content: `${code}\nwindow.__downscale = downscaleImage;` });
    await page.waitForFunction(() => '__downscale' in window);
    return await page.evaluate(async (b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const fn = (window as unknown as { __downscale: (b: Blob) => Promise<Blob> }).__downscale;
      const out = await fn(new Blob([bytes], { type: 'image/jpeg' }));
      const bitmap = await createImageBitmap(out);
      return { bytes: out.size, width: bitmap.width, height: bitmap.height, type: out.type };
    }, original.toString('base64'));
  } finally {
    await browser.close();
  }
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

export async function run(): Promise<void> {
  const original = await photo();
  console.log(`12-megapixel JPEG (${WIDTH}x${HEIGHT}), uploaded as is: ${original.length} bytes (${mb(original.length)})`);
  const stored = await reencode(original);
  console.log(`downloaded per photo: full size (2048 px) ${stored.display.length} bytes, feed card and grid copy (${THUMB_MAX_EDGE} px) ${stored.thumb.length} bytes`);
  const small = await downscaledInChromium(original);
  if (!small) {
    console.log('with the app downscale: skipped (Chromium not found)');
    return;
  }
  const saved = 100 * (1 - small.bytes / original.length);
  const met = small.bytes <= 600_000 && Math.max(small.width, small.height) <= 2048 ? 'met' : 'NOT met';
  console.log(`with the app downscale (${small.width}x${small.height} ${small.type}, Chromium canvas): ${small.bytes} bytes (${mb(small.bytes)}), ${saved.toFixed(0)}% fewer bytes (goal <= 600 KB, long edge <= 2048 px: ${met})`);
}
