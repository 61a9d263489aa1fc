import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCursor, type Comment, type Post } from '../../contracts/feed.js';
import { sql } from 'drizzle-orm';
import { posts, tombstones, touches } from '../../server/db/schema/index.js';
import { multipartBody, postForm } from '../support/posts-helpers.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  [alice, bob, admin] = [await server.user('camper'), await server.user('camper'), await server.user('admin')];
});
afterAll(async () => server.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(user), ...(payload ? { payload } : {}) });

async function createPost(user: TestUser, caption: string, id?: string) {
  const res = await call('POST', '/posts', user, id ? { caption, id } : { caption });
  expect(res.statusCode).toBe(201);
  return res.json<Post>();
}

const feed = async (user: TestUser, query = '') => (await call('GET', `/posts${query}`, user)).json<Post[]>();

describe('creating posts', () => {
  it('creates a post from multipart fields and shows it in the feed in the spec shape', async () => {
    const res = await postForm(server, alice, { caption: '  First night campfire  ' });
    expect(res.statusCode).toBe(201);
    const created = res.json<Post>();
    expect(created).toMatchObject({ caption: 'First night campfire', image: null, likes: 0, comments: [], isLiked: false, isSaved: false });
    expect(created.user).toMatchObject({ id: alice.id, email: alice.email });
    expect(created.user.first_name && created.user.last_name).toBeTruthy();
    expect((await feed(bob))[0]?.id).toBe(created.id);
  });

  it('requires a caption that is not blank and at most 300 characters', async () => {
    expect((await call('POST', '/posts', alice, { caption: '   ' })).statusCode).toBe(400);
    expect((await call('POST', '/posts', alice, {})).statusCode).toBe(400);
    expect((await call('POST', '/posts', alice, { caption: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await call('POST', '/posts', alice, { caption: 'x'.repeat(300) })).statusCode).toBe(201);
  });

  it('treats a second create with the same client id as the same post', async () => {
    const id = randomUUID();
    await createPost(alice, 'Made offline', id);
    const again = await call('POST', '/posts', alice, { caption: 'Made offline', id });
    expect(again.statusCode).toBe(200);
    expect(again.json<Post>().id).toBe(id);
    expect((await feed(alice)).filter((p) => p.id === id)).toHaveLength(1);
    expect((await call('POST', '/posts', bob, { caption: 'Not mine', id })).statusCode).toBe(409);
  });
});

describe('likes', () => {
  it('sets the state with { liked } (a replay changes nothing) and toggles without a body', async () => {
    const post = await createPost(alice, 'Canoe race');
    const like = () => call('POST', `/posts/${post.id}/like`, bob, { liked: true });
    expect((await like()).json()).toEqual({ liked: true, likes: 1 });
    expect((await like()).json()).toEqual({ liked: true, likes: 1 });
    expect((await call('POST', `/posts/${post.id}/like`, alice)).json()).toEqual({ liked: true, likes: 2 });
    expect((await call('POST', `/posts/${post.id}/like`, alice)).json()).toEqual({ liked: false, likes: 1 });
    expect((await call('POST', `/posts/${post.id}/like`, bob, { liked: false })).json()).toEqual({ liked: false, likes: 0 });
    const seen = (await feed(bob)).find((p) => p.id === post.id);
    expect(seen).toMatchObject({ likes: 0, isLiked: false });
  });

  it('answers 404 for a post that does not exist, including sample ids', async () => {
    expect((await call('POST', `/posts/${randomUUID()}/like`, bob, { liked: true })).statusCode).toBe(404);
    expect((await call('POST', '/posts/example-1/like', bob, { liked: true })).statusCode).toBe(404);
  });
});

describe('comments', () => {
  it('adds a comment (newest last) and a replay with the same client id adds nothing', async () => {
    const post = await createPost(alice, 'Hike photos');
    const first = await call('POST', `/posts/${post.id}/comments`, bob, { text: 'Great view!' });
    expect(first.statusCode).toBe(201);
    expect(first.json<Comment>()).toMatchObject({ text: 'Great view!', user: { id: bob.id } });
    expect(Date.parse(first.json<Comment>().createdAt)).not.toBeNaN();
    const id = randomUUID();
    expect((await call('POST', `/posts/${post.id}/comments`, alice, { text: 'Thanks!', id })).statusCode).toBe(201);
    const replay = await call('POST', `/posts/${post.id}/comments`, alice, { text: 'Thanks!', id });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<Comment>().id).toBe(id);
    const seen = (await feed(alice)).find((p) => p.id === post.id);
    expect(seen?.comments.map((c) => c.text)).toEqual(['Great view!', 'Thanks!']);
  });

  it('refuses an empty comment', async () => {
    const post = await createPost(alice, 'Empty comment target');
    expect((await call('POST', `/posts/${post.id}/comments`, bob, { text: '   ' })).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('lets the author delete their own post and nobody else through /posts', async () => {
    const post = await createPost(alice, 'Mine to delete');
    expect((await call('DELETE', `/posts/${post.id}`, bob)).statusCode).toBe(403);
    expect((await call('DELETE', `/posts/${post.id}`, admin)).statusCode).toBe(403);
    expect((await call('DELETE', `/posts/${post.id}`, alice)).statusCode).toBe(200);
    expect((await feed(alice)).some((p) => p.id === post.id)).toBe(false);
    expect((await call('DELETE', `/posts/${post.id}`, alice)).statusCode).toBe(404);
  });

  it('lets an admin delete any post through /admin/posts, and only an admin', async () => {
    const post = await createPost(alice, 'Admin removes this');
    expect((await call('DELETE', `/admin/posts/${post.id}`, alice)).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/posts/${post.id}`, admin)).statusCode).toBe(200);
    expect((await feed(bob)).some((p) => p.id === post.id)).toBe(false);
  });

  it('lets only an admin pin and unpin; a pinned post leads the feed', async () => {
    const post = await createPost(alice, 'Camp schedule');
    await createPost(bob, 'Newer post');
    expect((await call('POST', `/posts/${post.id}/pin`, alice)).statusCode).toBe(403);
    expect((await call('POST', `/posts/${post.id}/pin`, admin)).json()).toEqual({ id: post.id, isPinned: true });
    expect((await feed(bob))[0]).toMatchObject({ id: post.id, isPinned: true });
    expect((await call('DELETE', `/posts/${post.id}/pin`, bob)).statusCode).toBe(403);
    expect((await call('DELETE', `/posts/${post.id}/pin`, admin)).json()).toEqual({ id: post.id, isPinned: false });
    expect((await feed(bob))[0]?.id).not.toBe(post.id);
  });

  it('answers an unchanged feed with an empty 304 to If-None-Match', async () => {
    const first = await call('GET', '/posts', bob);
    const etag = String(first.headers.etag);
    const again = await server.app.inject({ method: 'GET', url: '/api/posts', headers: { ...bearer(bob), 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await createPost(alice, 'Something new');
    const changed = await server.app.inject({ method: 'GET', url: '/api/posts', headers: { ...bearer(bob), 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
  });

  it('requires sign-in to read the feed', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/posts' })).statusCode).toBe(401);
  });
});

describe('pagination', () => {
  it('returns the newest 50 and the rest with ?before=', async () => {
    const base = Date.parse('2020-01-01T00:00:00Z');
    const rows = Array.from({ length: 55 }, (_, i) => ({
      userId: alice.id,
      caption: `Old ${i}`,
      createdAt: new Date(base + (i % 50) * 1000),
    }));
    await server.database.db.insert(posts).values(rows);
    const first = await feed(bob);
    expect(first).toHaveLength(50);
    const seen = new Set(first.map((p) => p.id));
    let cursorPost = first[first.length - 1];
    const rest: Post[] = [];
    while (cursorPost) {
      const page = await feed(bob, `?before=${encodeURIComponent(postCursor(cursorPost))}`);
      rest.push(...page);
      cursorPost = page[page.length - 1];
    }
    for (const p of rest) expect(seen.has(p.id)).toBe(false);
    const total = (await server.database.db.select().from(posts)).length;
    expect(first.length + rest.length).toBe(total);
    expect((await call('GET', '/posts?before=nonsense', bob)).statusCode).toBe(400);
  });
});

describe('delta pulls with ?since= (DECISIONS 11)', () => {
  interface PostsDelta {
    items: Post[];
    deleted: string[];
    cursor: string;
  }
  const delta = async (since: string) => (await call('GET', `/posts?since=${since}`, bob)).json<PostsDelta>();
  /** Makes every earlier change older than the cursor's few seconds of overlap. */
  const ageEverything = async () => {
    await server.database.db.update(posts).set({ updatedAt: sql`now() - interval '1 minute'` });
    await server.database.db.update(tombstones).set({ deletedAt: sql`now() - interval '1 minute'` });
    await server.database.db.update(touches).set({ touchedAt: sql`now() - interval '1 minute'` });
  };

  it('starts with the first page and a cursor, then sends only posts created, liked, commented or pinned since, and deleted ids', async () => {
    const [liked, commented, pinned, removed, untouched] = [
      await createPost(alice, 'Delta like'),
      await createPost(alice, 'Delta comment'),
      await createPost(alice, 'Delta pin'),
      await createPost(alice, 'Delta delete'),
      await createPost(alice, 'Delta untouched'),
    ];
    const start = await delta('0');
    expect(start.items.map((p) => p.id)).toEqual((await feed(bob)).map((p) => p.id));
    expect(start.deleted).toEqual([]);
    expect(start.cursor).toMatch(/^\d+$/);
    await ageEverything();
    const { cursor } = await delta('0');
    expect(await delta(cursor)).toMatchObject({ items: [], deleted: [] });

    await call('POST', `/posts/${liked.id}/like`, admin, { liked: true });
    await call('POST', `/posts/${commented.id}/comments`, admin, { text: 'Lovely' });
    await call('POST', `/posts/${pinned.id}/pin`, admin);
    await call('DELETE', `/posts/${removed.id}`, alice);
    const created = await createPost(alice, 'Delta new');
    const changes = await delta(cursor);
    expect(changes.items.map((p) => p.id).sort()).toEqual([liked.id, commented.id, pinned.id, created.id].sort());
    expect(changes.items.find((p) => p.id === liked.id)).toMatchObject({ likes: 1, isLiked: false });
    expect(changes.items.find((p) => p.id === commented.id)?.comments.map((c) => c.text)).toEqual(['Lovely']);
    expect(changes.items.some((p) => p.id === untouched.id)).toBe(false);
    expect(changes.deleted).toEqual([removed.id]);
    await call('DELETE', `/posts/${pinned.id}/pin`, admin);
  });

  it('answers an unchanged delta with 304 and a nonsense since with a 400 sentence', async () => {
    await ageEverything();
    const { cursor } = await delta('0');
    const first = await call('GET', `/posts?since=${cursor}`, bob);
    const again = await server.app.inject({
      method: 'GET',
      url: `/api/posts?since=${cursor}`,
      headers: { ...bearer(bob), 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const bad = await call('GET', '/posts?since=last-week-ish', bob);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/since/);
  });
});

describe('replays with the same Idempotency-Key have one effect', () => {
  const withKey = (user: TestUser, key: string) => ({ ...bearer(user), 'idempotency-key': key });

  it('creates one post for a repeated create, JSON or multipart', async () => {
    const key = randomUUID();
    const send = () =>
      server.app.inject({ method: 'POST', url: '/api/posts', headers: withKey(alice, key), payload: { caption: 'Replayed create' } });
    const first = await send();
    const second = await send();
    expect(second.json<Post>().id).toBe(first.json<Post>().id);
    expect((await feed(alice)).filter((p) => p.caption === 'Replayed create')).toHaveLength(1);

    const form = await multipartBody({ caption: 'Replayed multipart' });
    const multiKey = randomUUID();
    const sendForm = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { ...form.headers, ...withKey(alice, multiKey) },
        payload: form.payload,
      });
    expect((await sendForm()).statusCode).toBe(201);
    expect((await sendForm()).statusCode).toBe(201);
    expect((await feed(alice)).filter((p) => p.caption === 'Replayed multipart')).toHaveLength(1);
  });

  it('toggles a like once when a body-less like is replayed', async () => {
    const post = await createPost(alice, 'Replayed like');
    const key = randomUUID();
    const send = () => server.app.inject({ method: 'POST', url: `/api/posts/${post.id}/like`, headers: withKey(bob, key) });
    expect((await send()).json()).toEqual({ liked: true, likes: 1 });
    expect((await send()).json()).toEqual({ liked: true, likes: 1 });
    expect((await feed(bob)).find((p) => p.id === post.id)).toMatchObject({ likes: 1, isLiked: true });
  });

  it('adds one comment when a comment without a client id is replayed', async () => {
    const post = await createPost(alice, 'Replayed comment');
    const key = randomUUID();
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/comments`,
        headers: withKey(bob, key),
        payload: { text: 'Once only' },
      });
    const first = await send();
    const second = await send();
    expect(second.json<Comment>().id).toBe(first.json<Comment>().id);
    expect((await feed(bob)).find((p) => p.id === post.id)?.comments).toHaveLength(1);
  });
});
