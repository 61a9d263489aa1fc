import { POSTS_PAGE_SIZE, postCursor } from '../../contracts/posts';
import { getPosts } from '../api/posts';
import { oldestUnpinnedPost, storeFeedPage } from '../db/posts-repo';

/** Refresh the newest page of the feed; false when the server could not be reached. */
export async function pullPosts(): Promise<boolean> {
  try {
    await storeFeedPage(await getPosts(), true);
    return true;
  } catch {
    return false;
  }
}

/** Load the page after the oldest cached post (infinite scroll): 'more', 'end', or 'failed' offline. */
export async function pullOlderPosts(): Promise<'more' | 'end' | 'failed'> {
  const oldest = await oldestUnpinnedPost();
  if (!oldest) return 'end';
  try {
    const page = await getPosts(postCursor(oldest));
    await storeFeedPage(page, false);
    return page.length < POSTS_PAGE_SIZE ? 'end' : 'more';
  } catch {
    return 'failed';
  }
}
