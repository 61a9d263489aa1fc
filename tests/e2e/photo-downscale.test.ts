import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { downscaledInChromium, phonePhoto } from '../support/downscale-in-chromium.js';

describe('a photo taken at camp, before upload', () => {
  it('goes up from 12 megapixels as WebP of at most 600 KB, 2048 px on the long edge, keeping the aspect', async () => {
    const out = await downscaledInChromium(await phonePhoto());
    expect(out).toMatchObject({ type: 'image/webp', width: 2048, height: 1536 });
    expect(out?.bytes).toBeLessThanOrEqual(600_000);
  });

  it('keeps a small photo within the budget as it is', async () => {
    const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    expect(await downscaledInChromium(small)).toMatchObject({ type: 'image/jpeg', width: 800, height: 600, bytes: small.length });
  });
});
