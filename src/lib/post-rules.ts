/** Pure rules of the feed (SPEC §2.3 Home feed, §9): comments shown, share text, default image, samples. */
import { postAuthor, type Comment, type Post } from '../../contracts/feed';
import { i18next } from '../i18n';

/** SPEC §9: the feed shows the last 2 comments. */
const FEED_COMMENTS_SHOWN = 2;
/** SPEC §9: share text is the first 100 characters of the caption. */
const SHARE_TEXT_LENGTH = 100;
export const DEFAULT_POST_IMAGE = '/icons/logo.svg';

/** The comments the feed shows (the newest 2, oldest first) and the 'View all N comments' link when there are more. */
export function feedComments<C extends Comment>(comments: C[]): { shown: C[]; viewAll: string | null } {
  const shown = comments.slice(-FEED_COMMENTS_SHOWN);
  return { shown, viewAll: comments.length > FEED_COMMENTS_SHOWN ? i18next.t('feed:viewAllComments', { count: comments.length }) : null };
}

/** The first 100 characters of the caption, plus '...' when it is longer. */
export function shareText(caption: string): string {
  return caption.length > SHARE_TEXT_LENGTH ? `${caption.slice(0, SHARE_TEXT_LENGTH)}...` : caption;
}

/** Sample posts (ids starting 'example') are never sent to the server. */
export function isSamplePost(id: string): boolean {
  return id.startsWith('example');
}

/** The post as it reads once the camper has (un)liked it: the heart and the count move at once, before any server answers. */
export function withLike<T extends Pick<Post, 'isLiked' | 'likes'>>(post: T, liked: boolean): T {
  return { ...post, isLiked: liked, likes: Math.max(0, post.likes + (liked ? 1 : -1)) };
}

/** Posts with no image, or with a welcome caption, show the camp logo (SPEC §2.3). */
export function postImage(post: Pick<Post, 'image' | 'caption'>): string {
  if (!post.image || /welcome/i.test(post.caption)) return DEFAULT_POST_IMAGE;
  return post.image;
}

/** What a feed card or the photo grid loads: the server's smaller copy when there is one; the viewer loads `postImage`. */
export function previewImage(post: Pick<Post, 'image' | 'thumb' | 'caption'>): string {
  const full = postImage(post);
  return full === post.image && post.thumb ? post.thumb : full;
}

/** The author block of a post or comment made on this phone. */
export const authorOf = (user: { id: string; first_name: string; last_name: string; email: string; avatar_url: string | null }) =>
  postAuthor({ ...user, avatar: user.avatar_url });
