/** Stories: each person's posts of the last day, and which of them this phone has watched (kept on the phone only). */
import type { Post } from '../../../contracts/feed';
import { getMeta, setMeta } from '../meta-repo';
import { db } from '../schema';

const WATCHED_STORIES_KEY = 'watched-stories';
/** A story is a post of the last 24 hours. */
const STORY_HOURS = 24;

const storySince = (now = Date.now()) => new Date(now - STORY_HOURS * 3600_000).toISOString();

/** Per person who posted in the last day: whether this phone has watched their newest post. */
export async function storyRings(): Promise<Map<string, { watched: boolean }>> {
  const [posts, watched] = await Promise.all([
    db.posts.where('createdAt').aboveOrEqual(storySince()).toArray(),
    getMeta<Record<string, string>>(WATCHED_STORIES_KEY),
  ]);
  const newest = new Map<string, string>();
  for (const p of posts) if ((newest.get(p.user.id) ?? '') < p.createdAt) newest.set(p.user.id, p.createdAt);
  return new Map([...newest].map(([id, at]) => [id, { watched: (watched?.[id] ?? '') >= at }]));
}

/** A person's story: their posts of the last day, oldest first. */
export async function storyPostsOf(userId: string): Promise<Post[]> {
  const posts = await db.posts.where('createdAt').aboveOrEqual(storySince()).toArray();
  return posts.filter((p) => p.user.id === userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Remembers that the story was watched up to this post, so the ring changes colour until the person posts again. */
export async function markStoryWatched(userId: string, upTo: string): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const watched = (await getMeta<Record<string, string>>(WATCHED_STORIES_KEY)) ?? {};
    if ((watched[userId] ?? '') >= upTo) return;
    await setMeta(WATCHED_STORIES_KEY, { ...watched, [userId]: upTo });
  });
}
