import { useState } from 'react';
import { i18next } from '../../../i18n';

/** Pin or unpin a post (admins, with signal): the server changes it, then the phone pulls the change. */
export function usePinPost(): { error: string | null; pin: (postId: string, pinned: boolean) => Promise<boolean> } {
  const [error, setError] = useState<string | null>(null);
  async function pin(postId: string, pinned: boolean): Promise<boolean> {
    // The network code loads on an admin's first pin, not with every post's menu.
    const [{ errorText }, { setPostPinned }, { replicate }] = await Promise.all([
      import('../../../api/client'),
      import('../../../api/feed'),
      import('../../../replication/replicate'),
    ]);
    try {
      await setPostPinned(postId, pinned);
      await replicate();
      return true;
    } catch (err) {
      setError(await errorText(err, i18next.t('feed:pinFailed')));
      return false;
    }
  }
  return { error, pin };
}
