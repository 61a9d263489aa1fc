import { shareToInstagram } from '../../../api/instagram';
import { createPostNow } from '../../../api/feed';
import { i18next } from '../../../i18n';

/**
 * Cross-posting needs the photo's address on the camp server, so the photo is uploaded at once
 * (not queued), then shared to Instagram. The camp upload standing is what `ok` says; the message
 * tells how Instagram went (SPEC §8 Cross-post).
 */
export async function uploadAndCrossPost(input: {
  caption: string;
  image: Blob;
  filename: string;
  eventId?: string;
}): Promise<{ message: string; kind: 'success' | 'error' }> {
  const post = await createPostNow({ id: crypto.randomUUID(), ...input });
  try {
    await shareToInstagram(post.image ?? '', input.caption);
    return { message: i18next.t('photos:instagramShared'), kind: 'success' };
  } catch {
    return { message: i18next.t('photos:instagramFailed'), kind: 'error' };
  }
}
