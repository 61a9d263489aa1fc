import { mutate } from '../../../db/mutate';
import { useTranslation } from '../../../i18n';
import type { FeedPost } from '../../../db/feed/use-feed';
import { useOnline } from '../../../lib/use-online';
import { useAuthStore } from '../../../stores/auth-store';
import { usePinPost } from '../admin/use-pin-post';

/** Delete (author: own post; admin: any) and pin/unpin (admin, online only). */
export function PostMenu({
  post,
  canDelete,
  canPin,
  onClose,
}: {
  post: FeedPost;
  canDelete: boolean;
  canPin: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('feed');
  const online = useOnline();
  const me = useAuthStore((s) => s.user);
  const { error, pin: setPin } = usePinPost();
  const remove = () => {
    if (!window.confirm(t('feed:confirmDelete'))) return;
    onClose();
    mutate('feed.delete', { postId: post.id, asAdmin: post.user.id !== me?.id }).catch((err: unknown) =>
      console.warn('delete failed', err),
    );
  };
  const pin = async () => {
    if (await setPin(post.id, !post.isPinned)) onClose();
  };
  const item = 'block w-full px-4 py-2 text-left text-sm hover:bg-slate-100 disabled:opacity-50 dark:hover:bg-slate-800';
  return (
    <>
      {/* A tap anywhere else closes the menu. */}
      <div aria-hidden className="fixed inset-0 z-[5]" onClick={onClose} />
      <div
        role="menu"
        className="absolute right-4 top-12 z-10 w-48 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {canPin ? (
          <button type="button" role="menuitem" className={item} disabled={!online} onClick={() => void pin()}>
            {post.isPinned ? t('feed:unpinPost') : t('feed:pinPost')}
            {online ? null : <span className="block text-xs text-slate-500">{t('feed:needsConnection')}</span>}
          </button>
        ) : null}
        {canDelete ? (
          <button type="button" role="menuitem" className={`${item} text-red-600`} onClick={remove}>
            {t('feed:deletePost')}
          </button>
        ) : null}
        {error ? <p className="px-4 py-2 text-xs text-red-600">{error}</p> : null}
      </div>
    </>
  );
}
