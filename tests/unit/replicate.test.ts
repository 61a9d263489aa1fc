// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import type { Post } from '../../contracts/feed';
import type { PullResponse } from '../../contracts/replication';
import { getMeta, setMeta } from '../../src/db/meta-repo';
import { mutate } from '../../src/db/mutate';
import { storeChanges } from '../../src/db/replica-changes';
import {
  REPLICATION_KEY,
  REPLICATION_STATUS_KEY,
  replicatedTableNames,
  type ReplicationState,
  type ReplicationStatus,
} from '../../src/db/replica-store';
import { db } from '../../src/db/schema';
import { setSessionToken } from '../../src/db/auth/session-repo';
import { replicate } from '../../src/replication/replicate';
import { fakeFetch, resetDb, type FakeAnswer } from './support/outbox-fixtures';

beforeEach(() => resetDb());

const item = (id: number, checked: boolean, name = `Item ${id}`) => ({
  id,
  item_name: name,
  category: 'Gear',
  is_checked: checked,
  is_essential: false,
});
const author = { id: 'u1', name: 'Sam Camper', avatar: null };
const post: Post = {
  id: 'p1',
  user: author,
  image: null,
  caption: 'Canoes',
  likes: 3,
  comments: [{ id: 'k1', user: author, text: 'Nice', createdAt: '2025-09-05T11:00:00.000Z' }],
  isLiked: false,
  isSaved: false,
  createdAt: '2025-09-05T10:00:00.000Z',
};
const event: CampEvent = {
  id: 'e1',
  title: 'Archery',
  description: '',
  event_type: 'activity',
  event_time: '2025-09-06T10:00:00.000Z',
  end_time: null,
  location: 'Range',
  capacity: 4,
  registration_count: 3,
  available_spots: 1,
  is_user_registered: false,
  party: null,
  waitlist_position: null,
  waitlist_count: 0,
  created_at: '2025-08-01T00:00:00.000Z',
};

const answer = (body: PullResponse): FakeAnswer => ({ status: 200, body });
const full = (cursor: string, tables: PullResponse['tables']) => answer({ cursor, full: true, tables });
const delta = (cursor: string, tables: PullResponse['tables']) => answer({ cursor, full: false, tables });
const status = () => getMeta<ReplicationStatus>(REPLICATION_STATUS_KEY);
const cursor = async () => (await getMeta<ReplicationState>(REPLICATION_KEY))?.cursor;

describe('replicate: one pull for the whole camp', () => {
  it('brings everything on the first pull, replacing what the phone held, and says it is up to date', async () => {
    const calls = fakeFetch(() =>
      full('100', {
        packing: { items: [item(1, true), item(5, false)], deleted: [] },
        events: { items: [{ ...event, registration_count: undefined, registrations_count: 3 }], deleted: [] },
        posts: { items: [post], deleted: [] },
      }),
    );
    expect(await replicate()).toBe('updated');
    expect(calls.map((c) => [c.method, c.path, c.headers.authorization])).toEqual([['GET', '/pull', 'Bearer token-1']]);
    expect(await db.packing.toArray()).toEqual([item(1, true), item(5, false)]);
    expect(await db.events.get('e1')).toEqual(event);
    expect(await db.posts.get('p1')).toMatchObject({ caption: 'Canoes', commentCount: 1 });
    expect((await db.comments.toArray()).map((c) => c.text)).toEqual(['Nice']);
    expect(await cursor()).toBe('100');
    expect(await status()).toMatchObject({ state: 'up-to-date', at: expect.any(Number) as number });
  });

  it('then asks only for what changed since its cursor: changed records, and deleted ones with what hangs on them', async () => {
    const calls = fakeFetch((req) =>
      req.path === '/pull'
        ? full('100', {
            packing: { items: [item(1, true), item(5, false)], deleted: [] },
            events: { items: [event], deleted: [] },
            posts: { items: [post], deleted: [] },
          })
        : delta('200', {
            packing: { items: [item(5, true)], deleted: [] },
            events: { items: [], deleted: ['e1'] },
            posts: { items: [], deleted: ['p1'] },
          }),
    );
    await replicate();
    expect(await replicate()).toBe('updated');
    expect(calls[1]?.path).toBe('/pull?cursor=100');
    expect(await db.packing.toArray()).toEqual([item(1, true), item(5, true)]);
    expect(await db.events.count()).toBe(0);
    expect(await db.posts.count()).toBe(0);
    expect(await db.comments.count()).toBe(0);
    expect(await cursor()).toBe('200');
  });

  it('changes nothing when nothing is new', async () => {
    await setMeta(REPLICATION_KEY, { cursor: '200', tables: replicatedTableNames(), at: 1 } satisfies ReplicationState);
    const calls = fakeFetch(() => delta('200', {}));
    expect(await replicate()).toBe('unchanged');
    expect(calls.map((c) => c.path)).toEqual(['/pull?cursor=200']);
    expect(await db.packing.count()).toBe(4);
    expect(await status()).toMatchObject({ state: 'up-to-date' });
  });

  it('starts over with a full pull when the app now replicates other tables than its cursor covers', async () => {
    await setMeta(REPLICATION_KEY, { cursor: '300', tables: ['posts', 'polls'], at: 1 } satisfies ReplicationState);
    const calls = fakeFetch(() => full('400', { packing: { items: [item(2, true)], deleted: [] } }));
    await replicate();
    expect(calls.map((c) => c.path)).toEqual(['/pull']);
    expect(await db.packing.toArray()).toEqual([item(2, true)]);
    expect(await getMeta<ReplicationState>(REPLICATION_KEY)).toMatchObject({ cursor: '400', tables: replicatedTableNames() });
  });

  it('reports offline without touching the phone or the cursor, and a server error as failed', async () => {
    await setMeta(REPLICATION_KEY, { cursor: '200', tables: replicatedTableNames(), at: 1 } satisfies ReplicationState);
    fakeFetch(() => 'network-error');
    expect(await replicate()).toBe('offline');
    expect(await status()).toMatchObject({ state: 'offline', at: 1 });
    expect(await db.packing.count()).toBe(4);
    expect(await cursor()).toBe('200');
    fakeFetch(() => ({ status: 500, body: { error: 'Something went wrong.' } }));
    expect(await replicate()).toBe('failed');
    expect(await status()).toMatchObject({ state: 'failed' });
    expect(await cursor()).toBe('200');
  });

  it('asks nothing while signed out', async () => {
    await setSessionToken(null);
    const calls = fakeFetch(() => full('1', {}));
    expect(await replicate()).toBe('signed-out');
    expect(calls).toHaveLength(0);
  });

  it('never overwrites a record the camper still has a change queued for', async () => {
    await mutate('packing.tick', { id: 1, checked: true });
    fakeFetch(() => full('1', { packing: { items: [item(1, false, 'Server'), item(3, false, 'Server 3')], deleted: [] } }));
    await replicate();
    expect(await db.packing.get(1)).toMatchObject({ is_checked: true, _pending: true, item_name: 'Item 1' });
    expect(await db.packing.get(3)).toMatchObject({ item_name: 'Server 3' });
    expect(await db.packing.get(4)).toBeUndefined();
  });

  it('folds calls made while a pull runs into one more pull, from the new cursor', async () => {
    let release: (() => void) | undefined;
    const calls = fakeFetch((req) =>
      req.path === '/pull'
        ? new Promise<FakeAnswer>((resolve) => (release = () => resolve(full('1', {}))))
        : delta('2', { packing: { items: [item(4, true)], deleted: [] } }),
    );
    const first = replicate();
    await vi.waitFor(() => expect(release).toBeDefined());
    const second = replicate();
    const third = replicate();
    release?.();
    expect(await Promise.all([first, second, third])).toEqual(['unchanged', 'unchanged', 'unchanged']);
    await vi.waitFor(async () => expect(await cursor()).toBe('2'));
    await vi.waitFor(async () => expect(await status()).toMatchObject({ state: 'up-to-date' }));
    expect(calls.map((c) => c.path)).toEqual(['/pull', '/pull?cursor=1']);
    expect((await db.packing.get(4))?.is_checked).toBe(true);
  });
});

describe('a full pull racing a live event', () => {
  it('keeps a record a live event stored after the request left, and removes records the answer no longer has', async () => {
    const requestedAt = Date.now();
    const base = { type: 'group' as const, description: null, last_message_at: null, Members: [], Messages: [] };
    await db.conversations.bulkPut([
      { id: 'old', name: 'Gone from the server', ...base, _receivedAt: requestedAt - 10_000 },
      { id: 'live', name: 'Created while the list was on its way', ...base, _receivedAt: requestedAt + 5 },
    ]);
    await storeChanges(
      { table: 'conversations' },
      { items: [{ id: 'kept', name: 'On the server', ...base }], deleted: [] },
      true,
      requestedAt,
    );
    expect((await db.conversations.toArray()).map((c) => c.id).sort()).toEqual(['kept', 'live']);
  });
});
