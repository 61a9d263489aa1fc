/**
 * Photos as the app uploads them after its downscale: the long edge at PHOTO_MAX_EDGE, JPEG, a few hundred KB (a grainy
 * scene, which compresses as a real photo does, not a flat colour). Made with sharp; a few distinct ones, cycled.
 */
import sharp from 'sharp';
import { PHOTO_MAX_EDGE } from '../../contracts/photo-rules.js';

/** `count` distinct downscaled phone photos. */
export async function campPhotos(count: number): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i += 1) {
    const scene = {
      width: PHOTO_MAX_EDGE,
      height: (PHOTO_MAX_EDGE * 3) / 4,
      channels: 3 as const,
      background: { r: 60 + 20 * i, g: 120, b: 70 },
      noise: { type: 'gaussian' as const, mean: 100 + 10 * i, sigma: 35 },
    };
    photos.push(await sharp({ create: scene }).blur(2).jpeg({ quality: 80 }).toBuffer());
  }
  return photos;
}
