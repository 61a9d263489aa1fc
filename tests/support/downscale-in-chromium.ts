import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { build } from 'vite';
import { chromiumPath } from './chromium-path.mjs';

export const WIDTH = 4000;
export const HEIGHT = 3000;

/** A 12-megapixel phone photo at its hardest to compress: sensor noise all over (a dim evening shot). */
export function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export interface Downscaled {
  bytes: number;
  width: number;
  height: number;
  type: string;
}

/** src/lib/downscale.ts with what it imports, as one classic script that sets `window.__downscale` to its exports. */
async function bundledDownscale(): Promise<string> {
  const entry = fileURLToPath(new URL('../../src/lib/downscale.ts', import.meta.url));
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: '__downscale', fileName: 'downscale' } },
  });
  const [first] = Array.isArray(built) ? built : [built];
  if (!first || !('output' in first)) throw new Error('vite gave no bundle of src/lib/downscale.ts');
  const [chunk] = first.output;
  return chunk.code;
}

/** Runs the app's own downscale (src/lib/downscale.ts) in Chromium on `original`; null without Chromium. */
export async function downscaledInChromium(original: Buffer): Promise<Downscaled | null> {
  const executablePath = chromiumPath();
  if (!executablePath) return null;
  const code = await bundledDownscale();
  const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>downscale</title>');
    await page.addScriptTag({ content: code });
    await page.waitForFunction(() => '__downscale' in window);
    return await page.evaluate(async (b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const fn = (window as unknown as { __downscale: { downscaleImage: (b: Blob) => Promise<Blob> } }).__downscale.downscaleImage;
      const out = await fn(new Blob([bytes], { type: 'image/jpeg' }));
      const bitmap = await createImageBitmap(out);
      return { bytes: out.size, width: bitmap.width, height: bitmap.height, type: out.type };
    }, original.toString('base64'));
  } finally {
    await browser.close();
  }
}
