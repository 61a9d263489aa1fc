/**
 * The changes the home feed offers, for screens that draw before the database code has loaded (the
 * feed and what it shows): that code loads on the first change, or earlier once the screen has drawn.
 */
import type { MutationArgs, MutationName } from './mutations';
import type { OutboxRow } from './schema';

/** `mutate()` (src/db/mutate.ts), loading the database code on first use. */
export async function mutate<K extends MutationName>(name: K, args: MutationArgs[K]): Promise<OutboxRow | null> {
  const changes = await import('./mutate');
  return changes.mutate(name, args);
}

/** Saves or unsaves a post on this phone (src/db/posts-repo.ts), loading the database code on first use. */
export async function toggleSaved(postId: string): Promise<void> {
  const posts = await import('./posts-repo');
  await posts.toggleSaved(postId);
}

/** Queues a new post (src/db/new-post.ts), loading the database code on first use. */
export async function createPost(...args: Parameters<typeof import('./new-post').createPost>): Promise<string> {
  const posts = await import('./new-post');
  return posts.createPost(...args);
}
