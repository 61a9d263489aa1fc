import { Bell, MessageCircle, Plus } from 'lucide-react';
import { Fragment, startTransition, useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { CreatePostModal } from './components/create-post-modal';
import { PostCard } from './components/post-card';
import { useFeed } from './hooks/use-feed';
import type { FeedPost } from '../../db/feed/use-feed';
import { useInfiniteScroll } from './hooks/use-infinite-scroll';

const iconLink = 'rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800';

/**
 * Posts drawn at first, and added each time the end comes into view: the phone may hold hundreds,
 * and the first post must show at once. Without IntersectionObserver everything is drawn.
 */
const STEP = 10;
const firstDraw = () => (typeof IntersectionObserver === 'undefined' ? Infinity : STEP);

/**
 * The home feed (SPEC §2.3). `leading` comes before the posts, given the posts on the phone (the app puts the camp's
 * memories there once it is over); `afterFirstPost` is placed after the first post (the app puts the poll list there).
 */
export function HomePage({ leading, afterFirstPost }: { leading?: (posts: FeedPost[]) => ReactNode; afterFirstPost?: ReactNode }) {
  const { t } = useTranslation('feed');
  const feed = useFeed();
  const [creating, setCreating] = useState(false);
  const [drawn, setDrawn] = useState(firstDraw);
  const drawnAll = drawn >= feed.posts.length;
  const { loadMore } = feed;
  // A new callback per step re-arms the observer, so drawing continues while the end is still in view.
  // The next cards are drawn in slices between frames, so the scroll never stalls for them.
  const more = useCallback(() => (drawnAll ? loadMore() : startTransition(() => setDrawn(drawn + STEP))), [drawn, drawnAll, loadMore]);
  const sentinel = useInfiniteScroll(more, (feed.hasMore || !drawnAll) && !feed.samples && feed.posts.length > 0);
  const actions = (
    <>
      <span className="hidden sm:block">
        <button type="button" className={ui.button} onClick={() => setCreating(true)}>
          <Plus aria-hidden className="h-4 w-4" /> {t('feed:createPost')}
        </button>
      </span>
      <Link to="/notifications" aria-label={t('feed:notifications')} className={iconLink}>
        <Bell aria-hidden className="h-5 w-5" />
      </Link>
      <Link to="/chat" aria-label={t('feed:messages')} className={iconLink}>
        <MessageCircle aria-hidden className="h-5 w-5" />
      </Link>
    </>
  );
  return (
    <div>
      <PageHeader title={t('feed:title')} actions={actions} />
      <div className="space-y-4 sm:px-4">
        {leading?.(feed.samples ? [] : feed.posts)}
        {feed.loading ? <p className="px-4 text-sm text-slate-500">{t('feed:loading')}</p> : null}
        {!feed.loading && feed.posts.length === 0 ? <p className="px-4 text-sm text-slate-500">{t('feed:empty')}</p> : null}
        {feed.posts.slice(0, drawn).map((post, i) => (
          <Fragment key={post.id}>
            <PostCard post={post} />
            {i === 0 ? afterFirstPost : null}
          </Fragment>
        ))}
        {feed.posts.length === 0 ? afterFirstPost : null}
        <div ref={sentinel} aria-hidden className="h-4" />
        {/* Room under the last post for the floating button, so it never covers a comment's Post button. */}
        <div aria-hidden className="h-20 sm:hidden" />
      </div>
      <button
        type="button"
        aria-label={t('feed:createPost')}
        className="fixed bottom-20 right-4 z-40 rounded-full bg-emerald-700 p-4 text-white shadow-lg sm:hidden"
        onClick={() => setCreating(true)}
      >
        <Plus aria-hidden className="h-6 w-6" />
      </button>
      {creating ? <CreatePostModal onClose={() => setCreating(false)} onPosted={() => void feed.refresh()} /> : null}
    </div>
  );
}
