import { Bookmark, MessageCircle, Send } from 'lucide-react';
import { LikeButton } from '../../../components/like-button';
import type { FeedPost } from '../../../db/feed/use-feed';
import { toggleSaved } from '../../../db/mutate';
import { formatNumber, useTranslation } from '../../../i18n';
import { sharePost } from '../share-post';

/** Like, comment, share and save (save stays on this phone). */
export function PostActions({ post, onComment }: { post: FeedPost; onComment: () => void }) {
  const { t } = useTranslation('feed');
  const count = post.comments.length;
  return (
    <div className="flex items-center gap-4 px-4 py-2">
      <LikeButton post={post} />
      <button type="button" onClick={onComment} className="inline-flex items-center gap-1.5 text-sm">
        <MessageCircle aria-hidden className="h-6 w-6" />
        <span className="sr-only">{t('feed:commentAction')}</span>
        <span data-testid="comment-count">{formatNumber(count)}</span>
        <span className="sr-only"> {t('feed:commentWord', { count })}</span>
      </button>
      <button type="button" onClick={() => void sharePost(post)} aria-label={t('feed:share')}>
        <Send aria-hidden className="h-6 w-6" />
      </button>
      <button
        type="button"
        className="ml-auto"
        aria-pressed={post.isSaved}
        aria-label={post.isSaved ? t('feed:unsave') : t('feed:save')}
        onClick={() => void toggleSaved(post.id)}
      >
        <Bookmark aria-hidden className={`h-6 w-6 ${post.isSaved ? 'fill-current' : ''}`} />
      </button>
    </div>
  );
}
