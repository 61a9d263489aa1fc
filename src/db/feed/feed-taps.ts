/** The feed's taps, as they read before the database has them (their entries: feed.ts). */
import type { Post } from '../../../contracts/feed';
import { withLike } from '../../lib/post-rules';
import { defineTap } from '../taps/tap-look';

export const feedTaps = {
  like: defineTap<{ postId: string; liked: boolean }, Pick<Post, 'id' | 'isLiked' | 'likes'>>({
    table: 'posts',
    idOf: (a) => a.postId,
    shows: (row, a) => row.isLiked === a.liked,
    show: (row, a) => withLike(row, a.liked),
    notSaved: 'common:tapNotSaved.like',
  }),
};
