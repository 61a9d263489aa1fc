import { beforeEach, describe, expect, it } from 'vitest';
import { enqueue, enqueueUpload } from '../../src/db/outbox';
import { mutate } from '../../src/db/mutate';
import { db } from '../../src/db/schema';
import { getPausedToken, setSessionToken } from '../../src/db/auth/session-repo';
import { drainOutbox } from '../../src/outbox/drain';
import { batchAware, fakeFetch, jwtFor, message, resetDb, tick } from './support/outbox-fixtures';

beforeEach(() => resetDb());

const ok = { status: 200, body: {} };

describe('drain: sending', () => {
  it('sends a lone row as a single call with its id as Idempotency-Key and the bearer from the session table', async () => {
    const row = await tick(1, true, false);
    const calls = fakeFetch(() => ({
      status: 200,
      body: { id: 1, item_name: 'Item 1', category: 'Gear', is_checked: true, is_essential: false },
    }));
    const result = await drainOutbox();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/packing/1', body: { is_checked: true } });
    expect(calls[0]?.headers).toMatchObject({ 'idempotency-key': row?.id, authorization: 'Bearer token-1' });
    expect(result).toMatchObject({ sent: 1, waiting: 0, requests: 1 });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.packing.get(1))?._pending).toBeUndefined();
  });

  it('sends several waiting rows as one POST /api/sync, in enqueue order', async () => {
    await tick(1, true, false);
    await message('c1', 'one');
    await tick(2, true, false);
    await message('c1', 'two');
    const calls = fakeFetch(batchAware(() => ok));
    const result = await drainOutbox();
    expect(calls.map((c) => c.path)).toEqual(['/sync']);
    const ops = (calls[0]?.body as { operations: { path: string; body: unknown; entity: string }[] }).operations;
    expect(ops.map((o) => o.path)).toEqual(['/packing/1', '/conversations/c1/messages', '/packing/2', '/conversations/c1/messages']);
    expect(ops[1]).toMatchObject({ body: { content: 'one' }, entity: 'conversation:c1' });
    expect(result).toMatchObject({ sent: 4, waiting: 0, requests: 1 });
  });

  it('sends a row by its command name and parameters, and a row queued by an older app by its method and path', async () => {
    await tick(1, true, false);
    await mutate('packing.tick', { id: 3, checked: true });
    const calls = fakeFetch(batchAware(() => ok));
    await drainOutbox();
    const ops = (calls[0]?.body as { operations: Record<string, unknown>[] }).operations;
    expect(ops[0]).toMatchObject({ method: 'PUT', path: '/packing/1', body: { is_checked: true } });
    expect(ops[0]).not.toHaveProperty('command');
    expect(ops[1]).toEqual({
      id: expect.any(String) as string,
      command: 'packing.tick',
      params: { id: '3' },
      body: { is_checked: true },
      entity: 'packing:3',
    });
  });

  it("hands the answer to the row's kind in the registry, which stores the canonical entity", async () => {
    await mutate('packing.tick', { id: 3, checked: true });
    fakeFetch(() => ({ status: 200, body: { id: 3, item_name: 'Server name', category: 'Gear', is_checked: true, is_essential: true } }));
    await drainOutbox();
    expect(await db.packing.get(3)).toEqual({ id: 3, item_name: 'Server name', category: 'Gear', is_checked: true, is_essential: true });
  });

  it('sends a row of no known kind and leaves its answer alone', async () => {
    await enqueue({
      entity: 'packing:3',
      method: 'PUT',
      path: '/packing/3',
      body: { is_checked: true },
      kind: 'packing.tock',
      label: 'Tick',
    });
    fakeFetch(() => ({ status: 200, body: { id: 3, item_name: 'Server name', category: 'Gear', is_checked: true, is_essential: true } }));
    expect(await drainOutbox()).toMatchObject({ sent: 1, waiting: 0 });
    expect(await db.packing.get(3)).toMatchObject({ item_name: 'Item 3', is_checked: false });
  });

  it('sends a photo row alone as multipart from the blob store, and deletes the blob once it is accepted', async () => {
    await enqueueUpload(
      { entity: 'post:p1', method: 'POST', path: '/posts', form: { caption: 'Lake', id: 'p1' }, label: 'Post a photo' },
      { image: { blob: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), filename: 'lake.jpg' } },
    );
    await tick(1, true, false);
    expect(await db.blobs.count()).toBe(1);
    const calls = fakeFetch(() => ok);
    await drainOutbox();
    expect(calls.map((c) => c.path)).toEqual(['/posts', '/packing/1']);
    const file = calls[0]?.form?.get('image');
    expect(file).toBeInstanceOf(Blob);
    expect((file as Blob).size).toBe(3);
    expect(calls[0]?.form?.get('caption')).toBe('Lake');
    expect(calls[0]?.headers['content-type']).toBeUndefined();
    expect(await db.blobs.count()).toBe(0);
  });
});

describe('drain: order per entity', () => {
  it('never lets a row overtake an earlier row of its entity that must wait; other entities go on', async () => {
    await message('c1', 'first');
    await message('c1', 'second');
    await tick(1, true, false);
    let down = true;
    const calls = fakeFetch(
      batchAware((req) => (down && (req.body as { content?: string }).content === 'first' ? { status: 503, body: { error: 'Busy' } } : ok)),
    );
    await drainOutbox();
    const contents = async () => (await db.outbox.orderBy('seq').toArray()).map((r) => (r.body as { content: string }).content);
    expect(await contents()).toEqual(['first', 'second']);
    expect((await db.packing.get(1))?._pending).toBeUndefined();
    down = false;
    const [first, second] = await db.outbox.orderBy('seq').toArray();
    // 'second' is due, 'first' is not: 'second' must keep waiting behind it.
    await db.outbox.update(second?.id ?? '', { nextAttemptAt: 0 });
    calls.length = 0;
    await drainOutbox();
    expect(calls).toHaveLength(0);
    await db.outbox.update(first?.id ?? '', { nextAttemptAt: 0 });
    await drainOutbox();
    const ops = (calls[0]?.body as { operations: { body: { content: string } }[] }).operations;
    expect(ops.map((o) => o.body.content)).toEqual(['first', 'second']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues a change made while an earlier one of its entity is in flight behind it, instead of losing it', async () => {
    await tick(1, true, false);
    const bodies: unknown[] = [];
    const calls = fakeFetch(async (req) => {
      bodies.push(req.body);
      if (bodies.length === 1) await tick(1, false, true);
      return ok;
    });
    await drainOutbox();
    expect(calls.map((c) => c.path)).toEqual(['/packing/1', '/packing/1']);
    expect(bodies).toEqual([{ is_checked: true }, { is_checked: false }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('retries a row the server skipped (424) because an earlier row of its entity failed', async () => {
    await message('c1', 'a');
    await message('c1', 'b');
    fakeFetch((req) => {
      const ops = (req.body as { operations: { id: string }[] }).operations;
      return {
        status: 200,
        body: {
          results: [
            { id: ops[0]?.id, status: 500, body: { error: 'Oops' } },
            { id: ops[1]?.id, status: 424, body: { error: 'Not run' } },
          ],
        },
      };
    });
    const result = await drainOutbox();
    expect(result).toMatchObject({ sent: 0, refused: 0, waiting: 2 });
    expect((await db.outbox.toArray()).every((r) => r.state === 'failed' && r.nextAttemptAt > Date.now())).toBe(true);
  });
});

describe('drain: failures', () => {
  it.each([
    ['a network error', 'network-error' as const],
    ['a 5xx', { status: 502, body: { error: 'Bad gateway' } }],
    ['a 429', { status: 429, body: { error: 'Too many' } }],
  ])('keeps the row after %s and schedules a later attempt', async (_name, answer) => {
    await tick(1, true, false);
    fakeFetch(() => answer);
    const before = Date.now();
    const result = await drainOutbox();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row?.nextAttemptAt).toBeGreaterThanOrEqual(before + 500);
    expect(row?.nextAttemptAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(result.nextAttemptAt).toBe(row?.nextAttemptAt);
    expect((await db.packing.get(1))?.is_checked).toBe(true);
  });

  it("honours the server's Retry-After", async () => {
    await tick(1, true, false);
    fakeFetch(() => ({ status: 429, body: { error: 'Slow down' }, headers: { 'retry-after': '120' } }));
    const before = Date.now();
    await drainOutbox();
    const [row] = await db.outbox.toArray();
    expect(row?.nextAttemptAt).toBeGreaterThanOrEqual(before + 120_000);
  });

  it('rolls the change back on a refusal (4xx) and leaves a notification saying what and why', async () => {
    await tick(1, true, false);
    await tick(2, true, false);
    fakeFetch(batchAware((req) => (req.path === '/packing/1' ? { status: 409, body: { error: 'This event is full' } } : ok)));
    const result = await drainOutbox();
    expect(result).toMatchObject({ sent: 1, refused: 1, waiting: 0 });
    expect(await db.packing.get(1)).toEqual({ id: 1, item_name: 'Item 1', category: 'Gear', is_checked: false, is_essential: false });
    expect((await db.packing.get(2))?.is_checked).toBe(true);
    const notes = await db.notifications.toArray();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'Not saved',
      type: 'error',
      read: false,
      message: "Tick 'Item 1' was not saved. This event is full",
      actionPath: '/packing',
      actionLabel: 'Open Packing List',
    });
  });

  it('counts a delete of something already gone (404) as done: nothing is rolled back and no notice is left', async () => {
    await db.posts.put({
      id: 'p1',
      user: { id: 'u', name: 'A', avatar: null },
      image: null,
      caption: 'Bye',
      likes: 0,
      comments: [],
      isLiked: false,
      isSaved: false,
      createdAt: '2025-09-05T10:00:00Z',
    });
    await enqueue({ entity: 'post:p1', method: 'DELETE', path: '/posts/p1', label: 'Delete a post' }, async () => {
      const before = await db.posts.get('p1');
      await db.posts.delete('p1');
      return [{ table: 'posts', key: 'p1', value: before }];
    });
    fakeFetch(() => ({ status: 404, body: { error: 'Post not found.' } }));
    const result = await drainOutbox();
    expect(result).toMatchObject({ sent: 1, refused: 0, waiting: 0 });
    expect(await db.posts.get('p1')).toBeUndefined();
    expect(await db.notifications.count()).toBe(0);
  });

  it('waits, dropping nothing, while the server asks for a required password change, and sends after it', async () => {
    await tick(1, true, false);
    let changed = false;
    fakeFetch((req) =>
      changed && req.headers.authorization === 'Bearer token-2'
        ? { status: 200, body: {} }
        : { status: 403, body: { error: 'Please change your password before continuing.', details: { code: 'password_change_required' } } },
    );
    expect(await drainOutbox()).toMatchObject({ paused: true, refused: 0, waiting: 1 });
    expect(await db.notifications.count()).toBe(0);
    expect((await db.packing.get(1))?.is_checked).toBe(true);
    changed = true;
    await setSessionToken('token-2');
    expect(await drainOutbox()).toMatchObject({ paused: false, sent: 1, waiting: 0 });
  });

  it('pauses everything on a 401, drops nothing, and resumes when the camper signs in again', async () => {
    await tick(1, true, false);
    await tick(2, true, false);
    let accept = false;
    const calls = fakeFetch((req) =>
      req.headers.authorization === 'Bearer token-2' && accept
        ? batchAware(() => ok)(req)
        : { status: 401, body: { error: 'Please sign in to continue.' } },
    );
    const paused = await drainOutbox();
    expect(paused).toMatchObject({ paused: true, waiting: 2, sent: 0 });
    expect(await getPausedToken()).toBe('token-1');
    expect((await db.outbox.toArray()).every((r) => r.state === 'pending' && r.attempts === 0)).toBe(true);
    calls.length = 0;
    expect(await drainOutbox()).toMatchObject({ paused: true, waiting: 2 });
    expect(calls).toHaveLength(0);
    accept = true;
    await setSessionToken('token-2');
    expect(await drainOutbox()).toMatchObject({ paused: false, sent: 2, waiting: 0 });
    expect(await getPausedToken()).toBeNull();
  });

  it("keeps one camper's queued changes for their own session when someone else signs in on the phone", async () => {
    await setSessionToken(jwtFor('alice'));
    await tick(1, true, false);
    await setSessionToken(jwtFor('bob'));
    await tick(2, true, false);
    const calls = fakeFetch(batchAware(() => ok));
    // Bob has nothing left to send (so nothing keeps retrying for him); Alice's tick stays on the phone.
    expect(await drainOutbox()).toMatchObject({ sent: 1, waiting: 0 });
    expect(await db.outbox.count()).toBe(1);
    expect(calls.map((c) => c.headers.authorization)).toEqual([`Bearer ${jwtFor('bob')}`]);
    expect(calls.map((c) => c.path)).toEqual(['/packing/2']);
    await setSessionToken(jwtFor('alice'));
    expect(await drainOutbox()).toMatchObject({ sent: 1, waiting: 0 });
    expect(calls.map((c) => c.path)).toEqual(['/packing/2', '/packing/1']);
  });

  it("keeps someone else's waiting change to the same item apart: no coalescing, and the camper's own 'waiting' mark clears", async () => {
    await setSessionToken(jwtFor('alice'));
    await tick(1, true, false);
    await db.packing.put({ id: 1, item_name: 'Item 1', category: 'Gear', is_checked: false, is_essential: false }); // Bob's own list
    await setSessionToken(jwtFor('bob'));
    await tick(1, true, false);
    expect(await db.outbox.count()).toBe(2);
    const calls = fakeFetch(batchAware(() => ok));
    expect(await drainOutbox()).toMatchObject({ sent: 1, waiting: 0 });
    expect(calls.map((c) => c.headers.authorization)).toEqual([`Bearer ${jwtFor('bob')}`]);
    expect((await db.packing.get(1))?._pending).toBeUndefined();
    expect((await db.outbox.toArray()).map((r) => r.owner)).toEqual(['alice']);
  });

  it('sends nothing while signed out', async () => {
    await tick(1, true, false);
    await setSessionToken(null);
    const calls = fakeFetch(() => ok);
    await drainOutbox();
    expect(calls).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('drain: connectivity back', () => {
  it('tries rows waiting out a backoff at once when asked to (online, Background Sync)', async () => {
    const row = await tick(1, true, false);
    await db.outbox.update(row?.id ?? '', { state: 'failed', attempts: 3, nextAttemptAt: Date.now() + 120_000 });
    const calls = fakeFetch(() => ok);
    await drainOutbox();
    expect(calls).toHaveLength(0);
    expect(await drainOutbox({ retryNow: true })).toMatchObject({ sent: 1, waiting: 0 });
  });
});

describe('drain: offline', () => {
  it('tries nothing while the device is offline, so ticks made offline still coalesce', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const calls = fakeFetch(() => ok);
      await tick(1, true, false);
      expect(await drainOutbox()).toMatchObject({ offline: true, waiting: 1, sent: 0 });
      await tick(1, false, true);
      expect(calls).toHaveLength(0);
      expect(await db.outbox.count()).toBe(0);
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });
});

describe('drain: a crash between send and acknowledgement', () => {
  it('sends the change again with the same key, and a server that keeps keys applies it once', async () => {
    const row = await tick(1, true, false);
    const applied = new Map<string, number>();
    let loseAnswer = true;
    const calls = fakeFetch((req) => {
      const key = req.headers['idempotency-key'] ?? '';
      if (!applied.has(key)) applied.set(key, applied.size + 1);
      if (loseAnswer) {
        loseAnswer = false;
        return 'network-error';
      }
      return ok;
    });
    await drainOutbox();
    expect(await db.outbox.count()).toBe(1);
    // The page is closed mid-send and opened again: the row is still there, marked as in flight.
    await db.outbox.update(row?.id ?? '', { state: 'sending', nextAttemptAt: 0 });
    await drainOutbox();
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual([row?.id, row?.id]);
    expect(applied.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });
});
