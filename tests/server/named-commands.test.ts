import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Post } from '../../contracts/feed.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  alice = await server.user('camper');
  bob = await server.user('camper');
});
afterAll(() => server.close());

interface Results {
  results: { id: string; status: number; body: unknown }[];
}

const sync = async (user: TestUser, operations: object[]) => {
  const res = await server.app.inject({ method: 'POST', url: '/api/sync', headers: bearer(user), payload: { operations } });
  expect(res.statusCode).toBe(200);
  return res.json<Results>().results;
};

const call = (user: TestUser, url: string, payload: object, key = randomUUID()) =>
  server.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...bearer(user), 'idempotency-key': key }, payload });

const newPost = async (user: TestUser) => {
  const res = await call(user, '/posts', { caption: 'Campfire' });
  expect(res.statusCode).toBe(201);
  return res.json<Post>();
};

const commentsOf = async (user: TestUser, postId: string) => {
  const res = await server.app.inject({ method: 'GET', url: '/api/posts', headers: bearer(user) });
  return res.json<Post[]>().find((p) => p.id === postId)?.comments ?? [];
};

describe('POST /api/sync: operations that name their command', () => {
  it('runs a named operation as its command, and still runs an operation queued by an older app by method and path', async () => {
    const post = await newPost(alice);
    const results = await sync(bob, [
      { id: randomUUID(), command: 'packing.tick', params: { id: '1' }, body: { is_checked: true } },
      { id: randomUUID(), command: 'feed.like', params: { id: post.id }, body: { liked: true } },
      { id: randomUUID(), method: 'PUT', path: '/packing/2', body: { is_checked: true } },
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results[0]?.body).toMatchObject({ id: 1, is_checked: true });
    expect(results[1]?.body).toMatchObject({ liked: true, likes: 1 });
    expect(results[2]?.body).toMatchObject({ id: 2, is_checked: true });
    const packing = await server.app.inject({ method: 'GET', url: '/api/packing', headers: bearer(bob) });
    const ticked = packing.json<{ id: number; is_checked: boolean }[]>().filter((item) => item.is_checked);
    expect(ticked.map((item) => item.id).sort()).toEqual([1, 2]);
  });

  it('answers a change sent alone and then again by name with its first answer, made once', async () => {
    const post = await newPost(alice);
    const key = randomUUID();
    const comment = { id: randomUUID(), text: 'Lovely evening' };
    const alone = await call(bob, `/posts/${post.id}/comments`, comment, key);
    expect(alone.statusCode).toBe(201);
    const [again] = await sync(bob, [{ id: key, command: 'feed.comment.create', params: { id: post.id }, body: comment }]);
    expect(again?.status).toBe(201);
    expect(again?.body).toEqual(alone.json());
    expect((await commentsOf(bob, post.id)).map((c) => c.id)).toEqual([comment.id]);
  });

  it('refuses, with a sentence, a name no command has and parameters its path cannot take', async () => {
    const results = await sync(bob, [
      { id: randomUUID(), command: 'packing.untick', params: { id: '1' }, body: { is_checked: true } },
      { id: randomUUID(), command: 'packing.tick', body: { is_checked: true } },
      { id: randomUUID(), command: 'feed.like', params: { id: '..' }, body: { liked: true } },
    ]);
    expect(results.map((r) => r.status)).toEqual([400, 400, 400]);
    expect(results[0]?.body).toMatchObject({ code: 'command_unknown', error: expect.stringMatching(/does not know/) as string });
    expect(results[1]?.body).toMatchObject({ code: 'command_params_not_valid', error: expect.stringMatching(/address/) as string });
    expect(results[2]?.body).toMatchObject({ code: 'command_params_not_valid' });
  });

  it('refuses an operation that names neither a command nor a method and path', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: bearer(bob),
      payload: { operations: [{ id: randomUUID(), body: { is_checked: true } }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/names its command, or its method and path/);
  });
});

describe('ids chosen by the phone', () => {
  it('keeps the id a comment was made with, by name or alone; a repeat of its key answers the first answer', async () => {
    const post = await newPost(alice);
    const id = randomUUID();
    const key = randomUUID();
    const operation = { id: key, command: 'feed.comment.create', params: { id: post.id }, body: { id, text: 'First!' } };
    const [first] = await sync(bob, [operation]);
    expect(first?.status).toBe(201);
    expect(first?.body).toMatchObject({ id, text: 'First!' });
    const [repeat] = await sync(bob, [operation]);
    expect(repeat).toEqual(first);
    const [comment] = await commentsOf(bob, post.id);
    expect(comment).toMatchObject({ id, text: 'First!' } satisfies Partial<Comment>);
  });

  it('refuses an id that is not a UUID with a sentence', async () => {
    const post = await newPost(alice);
    const res = await call(bob, `/posts/${post.id}/comments`, { id: 'comment-1', text: 'Hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/^Invalid request\. id:/);
    const madePost = await call(bob, '/posts', { id: '42', caption: 'Hi' });
    expect(madePost.statusCode).toBe(400);
    expect(madePost.json<{ error: string }>().error).toMatch(/id/);
    expect(await commentsOf(bob, post.id)).toEqual([]);
  });

  it('refuses, with 409 and a sentence, an id already naming another row under another key', async () => {
    const [first, second] = [await newPost(alice), await newPost(alice)];
    const id = randomUUID();
    expect((await call(bob, `/posts/${first.id}/comments`, { id, text: 'Here' })).statusCode).toBe(201);
    const elsewhere = await call(bob, `/posts/${second.id}/comments`, { id, text: 'There' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({ error: 'This comment id is already taken.', code: 'comment_id_taken' });
    const byAlice = await call(alice, `/posts/${first.id}/comments`, { id, text: 'Mine' });
    expect(byAlice.statusCode).toBe(409);
    const postId = randomUUID();
    expect((await call(alice, '/posts', { id: postId, caption: 'Lake' })).statusCode).toBe(201);
    const [taken] = await sync(bob, [{ id: randomUUID(), command: 'feed.post.create', body: { id: postId, caption: 'Not the lake' } }]);
    expect(taken).toMatchObject({ status: 409, body: { code: 'post_id_taken', error: 'This post id is already taken.' } });
    expect((await commentsOf(bob, second.id)).length).toBe(0);
  });
});
