import { api } from './client';

export interface InstagramAccount {
  username: string;
  media_count: number;
  followers_count: number;
}

/** GET /instagram/account; null when it fails (not connected, or Instagram not set up for the camp). */
export async function getInstagramAccount(): Promise<InstagramAccount | null> {
  try {
    return await api.get('instagram/account').json<InstagramAccount>();
  } catch {
    return null;
  }
}

/** Tagline appended to captions shared from the camp app (SPEC §7). */
export const INSTAGRAM_TAGLINE = '\n\n#CampWeekend';

/** POST /instagram/media: cross-posts an uploaded camp photo. */
export async function shareToInstagram(imageUrl: string, caption: string): Promise<void> {
  await api.post('instagram/media', { json: { image_url: imageUrl, caption: `${caption}${INSTAGRAM_TAGLINE}` } });
}
