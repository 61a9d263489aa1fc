import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTappedRow } from '../db/hooks/use-tapped';
import { tap } from '../db/taps/tap';
import { isSamplePost } from '../lib/post-rules';
import { useTranslation } from '../i18n';

/** Like/unlike with the count (SPEC §4.3), shown in the next frame. Sample posts toggle on this screen only; real ones go through the outbox. */
export function LikeButton({ post, className = '' }: { post: { id: string; isLiked: boolean; likes: number }; className?: string }) {
  const { t } = useTranslation('common');
  const [sample, setSample] = useState({ isLiked: post.isLiked, likes: post.likes });
  const tapped = useTappedRow('feed.like', post);
  const state = isSamplePost(post.id) ? sample : tapped;
  const toggle = () => {
    const liked = !state.isLiked;
    if (isSamplePost(post.id)) setSample({ isLiked: liked, likes: Math.max(0, sample.likes + (liked ? 1 : -1)) });
    else void tap('feed.like', { postId: post.id, liked });
  };
  return (
    // The name holds the visible count ("Like, 3 likes"), so voice control users can say what they see.
    <button type="button" onClick={toggle} aria-pressed={state.isLiked} className={`inline-flex items-center gap-1.5 text-sm ${className}`}>
      <Heart aria-hidden className={`h-6 w-6 ${state.isLiked ? 'fill-red-500 text-red-500' : ''}`} />
      <span className="sr-only">{state.isLiked ? t('common:unlike') : t('common:like')}, </span>
      <span data-testid="like-count">{state.likes}</span>
      <span className="sr-only"> {t('common:likeCount', { count: state.likes })}</span>
    </button>
  );
}
