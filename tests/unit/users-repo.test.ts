// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/schema';
import { directoryUsers, replaceDirectory } from '../../src/db/profile/profile-store';
import { markStoryWatched, storyPostsOf, storyRings } from '../../src/db/feed/stories';

const user = (id: string) => ({
  id,
  first_name: 'F' + id,
  last_name: 'L' + id,
  email: `${id}@camp.test`,
  role: 'camper' as const,
  avatar_url: null,
});

describe('cached camp directory', () => {
  it('replaces the whole directory on each refresh, so removed campers disappear', async () => {
    await replaceDirectory([user('1'), user('2')]);
    await replaceDirectory([user('2'), user('3')]);
    expect((await directoryUsers()).map((u) => u.id).sort()).toEqual(['2', '3']);
  });

  it('gives a ring to who posted in the last day, grey once watched on this phone, bright again after a new post', async () => {
    const author = { id: 'a1', name: 'A', avatar: null };
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
    const post = (id: string, userId: string, createdAt: string) => ({
      id,
      user: { ...author, id: userId },
      image: null,
      caption: id,
      likes: 0,
      comments: [],
      isLiked: false,
      isSaved: false,
      createdAt,
    });
    await db.posts.bulkPut([post('p2', 'a1', hoursAgo(2)), post('p1', 'a1', hoursAgo(5)), post('old', 'a2', hoursAgo(30))]);
    expect([...(await storyRings())]).toEqual([['a1', { watched: false }]]);
    expect((await storyPostsOf('a1')).map((p) => p.id)).toEqual(['p1', 'p2']);

    await markStoryWatched('a1', hoursAgo(5));
    expect((await storyRings()).get('a1')).toEqual({ watched: false });
    const newest = (await storyPostsOf('a1')).at(-1)?.createdAt ?? '';
    await markStoryWatched('a1', newest);
    expect((await storyRings()).get('a1')).toEqual({ watched: true });

    await db.posts.put(post('p3', 'a1', hoursAgo(0)));
    expect((await storyRings()).get('a1')).toEqual({ watched: false });
  });
});
