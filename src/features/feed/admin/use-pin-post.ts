import { useState } from 'react';
import { errorText } from '../../../api/client';
import { setPostPinned } from '../../../api/posts';
import { replicate } from '../../../sync/replicate';

/** Pin or unpin a post (admins, with signal): the server changes it, then the phone pulls the change. */
export function usePinPost(): { error: string | null; pin: (postId: string, pinned: boolean) => Promise<boolean> } {
  const [error, setError] = useState<string | null>(null);
  async function pin(postId: string, pinned: boolean): Promise<boolean> {
    try {
      await setPostPinned(postId, pinned);
      await replicate();
      return true;
    } catch (err) {
      setError(await errorText(err, 'Could not change the pin. Please try again.'));
      return false;
    }
  }
  return { error, pin };
}
