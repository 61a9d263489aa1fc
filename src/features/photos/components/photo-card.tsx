import { LikeButton } from '../../../components/like-button';
import { PostPhoto } from '../../../components/post-photo';
import { WaitingMark } from '../../../components/waiting-mark';
import type { FeedPost } from '../../../db/feed/use-feed';
import { formatDate, useTranslation } from '../../../i18n';
import { previewImage } from '../../../lib/post-rules';

/** One camp photo: the photo (opens the viewer), author, date, like button and count. */
export function PhotoCard({ post, onOpen }: { post: FeedPost; onOpen: () => void }) {
  const { t } = useTranslation('photos');
  return (
    <article
      data-testid="photo"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <PostPhoto
        src={previewImage(post)}
        alt={post.caption.slice(0, 80) || t('photos:photoAlt')}
        className="aspect-square w-full"
        onClick={onOpen}
      />
      <div className="flex items-center justify-between gap-2 p-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">{post.user.name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{formatDate(post.createdAt, 'moment')}</p>
          {post._pending ? <WaitingMark className="mt-1" /> : null}
        </div>
        <LikeButton post={post} />
      </div>
    </article>
  );
}
