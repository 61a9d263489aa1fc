import { memo, useRef, useState } from 'react';
import { PhotoViewer } from '../../../components/photo-viewer';
import { PostPhoto } from '../../../components/post-photo';
import type { FeedPost } from '../../../db/feed/use-feed';
import { useTranslation } from '../../../i18n';
import { DEFAULT_POST_IMAGE, isSamplePost, postImage, previewImage } from '../../../lib/post-rules';
import { useAuthStore } from '../../../stores/auth-store';
import { CommentForm } from './comment-form';
import { PostActions } from './post-actions';
import { PostComments } from './post-comments';
import { PostHeader } from './post-header';

/**
 * One post of the feed. Drawn again only when its post changes (the feed adds cards as the camper
 * scrolls, and a phone may hold a thousand); off screen, the browser skips laying it out and painting it.
 */
export const PostCard = memo(function PostCard({ post }: { post: FeedPost }) {
  const { t } = useTranslation('feed');
  const me = useAuthStore((s) => s.user);
  const commentInput = useRef<HTMLInputElement>(null);
  const sample = isSamplePost(post.id);
  const isAdmin = me?.role === 'admin';
  const [viewing, setViewing] = useState(false);
  const hasPhoto = postImage(post) === post.image;
  return (
    <article
      id={`post-${post.id}`}
      data-testid="post"
      className="overflow-hidden border-y border-slate-200 bg-white [contain-intrinsic-size:auto_32rem] [content-visibility:auto] sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-900"
    >
      <PostHeader post={post} canDelete={!sample && (post.user.id === me?.id || isAdmin)} canPin={!sample && isAdmin} />
      {hasPhoto ? (
        <PostPhoto
          src={previewImage(post)}
          alt={post.caption.slice(0, 80)}
          className="w-full bg-slate-100 dark:bg-slate-800"
          asTaken
          onClick={() => setViewing(true)}
        />
      ) : (
        <div className="flex h-40 items-center justify-center bg-emerald-50 dark:bg-slate-800">
          <img src={DEFAULT_POST_IMAGE} alt={t('feed:logoAlt')} className="h-24 w-24" />
        </div>
      )}
      <PostActions post={post} onComment={() => commentInput.current?.focus()} />
      <p className="px-4 pb-2 text-sm">
        <span className="font-semibold">{post.user.name}</span> {post.caption}
      </p>
      <PostComments comments={post.comments} />
      {sample ? <div className="h-3" /> : <CommentForm postId={post.id} inputRef={commentInput} />}
      {viewing ? <PhotoViewer post={post} onClose={() => setViewing(false)} /> : null}
    </article>
  );
});
