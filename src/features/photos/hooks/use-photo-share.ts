import { useState } from 'react';
import { createPost } from '../../../db/mutate';
import { replicate } from '../../../replication/replicate';
import { i18next } from '../../../i18n';
import { downscaleImage } from '../../../lib/downscale';
import { UPLOAD_FAILED } from '../../../lib/photo-upload';
import { authorOf } from '../../../lib/post-rules';
import { useAuthStore } from '../../../stores/auth-store';
import { uploadAndCrossPost } from '../instagram/cross-post';

/**
 * Sharing a photo: downscaled, then queued in the outbox (so it works with no signal). Cross-posting
 * to Instagram needs the photo's address on the server, so then it is uploaded at once instead.
 */
export function usePhotoShare() {
  const user = useAuthStore((s) => s.user);
  const [sharing, setSharing] = useState(false);
  const share = async (file: File, caption: string, toInstagram: boolean, eventId?: string): Promise<{ ok: boolean; message?: string }> => {
    if (!user) return { ok: false, message: i18next.t(UPLOAD_FAILED) };
    setSharing(true);
    try {
      const image = await downscaleImage(file);
      if (!toInstagram) {
        await createPost({ caption, image, filename: file.name || 'photo.jpg', eventId }, authorOf(user));
        return { ok: true };
      }
      const crossPosted = await uploadAndCrossPost({ caption: caption.trim(), image, filename: file.name || 'photo.jpg', eventId });
      void replicate();
      return { ok: true, message: crossPosted.message };
    } catch (err) {
      console.warn('photo upload failed', err);
      return { ok: false, message: i18next.t(UPLOAD_FAILED) };
    } finally {
      setSharing(false);
    }
  };
  return { share, sharing };
}
