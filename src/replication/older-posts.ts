import { postCursor } from '../../contracts/feed';
import { POSTS_PAGE_SIZE } from '../../contracts/feed-rules';
import { getPosts } from '../api/feed';
import { oldestUnpinnedPost, storeOlderPage } from '../db/feed/feed-store';

/**
 * Infinite scroll past what the replication stream keeps on the phone (the newest page): loads the
 * page after the oldest cached post. 'more', 'end', or 'failed' offline.
 */
export async function loadOlderPosts(): Promise<'more' | 'end' | 'failed'> {
  const oldest = await oldestUnpinnedPost();
  if (!oldest) return 'end';
  try {
    const page = await getPosts(postCursor(oldest));
    await storeOlderPage(page);
    return page.length < POSTS_PAGE_SIZE ? 'end' : 'more';
  } catch {
    return 'failed';
  }
}
