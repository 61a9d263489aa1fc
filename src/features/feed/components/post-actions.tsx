import { Bookmark, MessageCircle, Send } from 'lucide-react';
import { LikeButton } from '../../../components/like-button';
import type { FeedPost } from '../../../db/hooks/use-feed-posts';
import { toggleSaved } from '../../../db/posts-repo';
import { sharePost } from '../../../lib/share-post';

/** Like, comment, share and save (save stays on this phone). */
export function PostActions({ post, onComment }: { post: FeedPost; onComment: () => void }) {
  return (
    <div className="flex items-center gap-4 px-4 py-2">
      <LikeButton post={post} />
      <button type="button" onClick={onComment} className="inline-flex items-center gap-1.5 text-sm">
        <MessageCircle aria-hidden className="h-6 w-6" />
        <span className="sr-only">Comment, </span>
        <span data-testid="comment-count">{post.comments.length}</span>
        <span className="sr-only"> {post.comments.length === 1 ? 'comment' : 'comments'}</span>
      </button>
      <button type="button" onClick={() => void sharePost(post)} aria-label="Share">
        <Send aria-hidden className="h-6 w-6" />
      </button>
      <button type="button" className="ml-auto" aria-pressed={post.isSaved} aria-label={post.isSaved ? 'Unsave' : 'Save'} onClick={() => void toggleSaved(post.id)}>
        <Bookmark aria-hidden className={`h-6 w-6 ${post.isSaved ? 'fill-current' : ''}`} />
      </button>
    </div>
  );
}
