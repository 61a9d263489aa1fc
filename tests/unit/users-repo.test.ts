import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/schema';
import { directoryUsers, recentPosterIds, replaceDirectory } from '../../src/db/profile';

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

  it('finds who posted since a moment', async () => {
    const author = { id: 'a1', name: 'A', avatar: null };
    await db.posts.bulkPut([
      {
        id: 'p1',
        user: author,
        image: null,
        caption: 'new',
        likes: 0,
        comments: [],
        isLiked: false,
        isSaved: false,
        createdAt: '2026-06-15T10:00:00.000Z',
      },
      {
        id: 'p2',
        user: { ...author, id: 'a2' },
        image: null,
        caption: 'old',
        likes: 0,
        comments: [],
        isLiked: false,
        isSaved: false,
        createdAt: '2026-06-10T10:00:00.000Z',
      },
    ]);
    expect([...(await recentPosterIds('2026-06-14T00:00:00.000Z'))]).toEqual(['a1']);
  });
});
