// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveRead } from '../../src/db/live-read';
import { mutate } from '../../src/db/mutate';
import { CampDb, db } from '../../src/db/schema';
import { dropBackendConnection, failWrites, lostConnection } from './support/failing-idb';
import { resetDb } from './support/outbox-fixtures';

beforeEach(async () => {
  // Each reopening is logged; the tests check what the camper would notice instead.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  if (!db.isOpen()) await db.open();
  await resetDb();
});
afterEach(async () => {
  vi.restoreAllMocks();
});

const me = { id: 'me', email: 'me@camp.test', profile: { first_name: 'Maya', last_name: 'Reed', avatar_url: null } };
const send = (id: string) =>
  mutate('chat.send', { id, conversationId: 'c1', content: `hello ${id}`, sender: me, createdAt: '2026-11-20T10:00:00.000Z' });

/** What another connection (another tab, or the phone after a restart) reads: only what was committed. */
async function committed() {
  const other = new CampDb();
  try {
    return {
      outbox: await other.outbox.orderBy('seq').toArray(),
      packing: await other.packing.get(1),
      messages: await other.messages.toArray(),
    };
  } finally {
    other.close();
  }
}

describe('a lost IndexedDB connection: the app reopens it and the change lands once', () => {
  it('after db.close() under the app, a tick lands in Dexie and in the outbox once', async () => {
    db.close();
    const row = await mutate('packing.tick', { id: 1, checked: true });
    expect(db.isOpen()).toBe(true);
    const kept = await committed();
    expect(kept.packing).toMatchObject({ is_checked: true, _pending: true });
    expect(kept.outbox.map((r) => [r.id, r.path, r.body])).toEqual([[row?.id, '/packing/1', { is_checked: true }]]);
  });

  it('when the connection closes as WebKit closes it (close event, then InvalidStateError on the old handle), a message lands once', async () => {
    dropBackendConnection(true);
    await send('m1');
    dropBackendConnection(false);
    await send('m2');
    const kept = await committed();
    expect(kept.messages.map((m) => m.id).sort()).toEqual(['m1', 'm2']);
    expect(kept.outbox.map((r) => (r.body as { id: string }).id)).toEqual(['m1', 'm2']);
  });

  it('when the write itself fails with "Connection to Indexed Database server lost", it is tried again on a fresh connection, once', async () => {
    let failures = 0;
    await failWrites((table) => {
      if (table !== 'outbox' || failures > 0) return undefined;
      failures++;
      dropBackendConnection(true);
      return lostConnection();
    });
    const row = await send('m1');
    expect(failures).toBe(1);
    const kept = await committed();
    expect(kept.outbox.map((r) => r.id)).toEqual([row?.id]);
    expect(kept.messages.map((m) => m.id)).toEqual(['m1']);
  });

  it('when the transaction committed but the answer was lost, the try again finds its row and queues nothing twice', async () => {
    const original = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    let lost = 0;
    vi.spyOn(db, 'transaction').mockImplementation(((...args: unknown[]) => {
      if (lost > 0) return original(...args);
      lost++;
      return original(...args).then(() => {
        throw lostConnection();
      });
    }) as typeof db.transaction);
    const first = await send('m1');
    expect(lost).toBe(1);
    lost = 0;
    // A tick folded into nothing, and then a second tick of the same item folded into the first row.
    await mutate('packing.tick', { id: 1, checked: true });
    lost = 0;
    await mutate('packing.tick', { id: 2, checked: true });
    const kept = await committed();
    expect(kept.outbox.map((r) => r.path)).toEqual(['/conversations/c1/messages', '/packing/1', '/packing/2']);
    expect(kept.outbox[0]?.id).toBe(first?.id);
    expect(kept.messages.map((m) => m.id)).toEqual(['m1']);
  });

  it('a change never shows as kept before its transaction committed: a live read sees no row, then the one row', async () => {
    const seen: number[] = [];
    const reading = liveRead(() => db.outbox.count()).subscribe((n) => seen.push(n));
    await vi.waitFor(() => expect(seen).toEqual([0]));
    let failures = 0;
    await failWrites((table) => (table === 'outbox' && failures++ === 0 ? lostConnection() : undefined));
    await mutate('packing.tick', { id: 1, checked: true });
    await vi.waitFor(() => expect(seen.at(-1)).toBe(1));
    reading.unsubscribe();
    expect(seen.filter((n) => n > 1)).toEqual([]);
    expect((await committed()).outbox).toHaveLength(1);
  });
});

describe('live reads outlive a lost connection instead of waiting on "Loading…" for good', () => {
  const ticked = () => db.packing.filter((i) => i.is_checked).count();

  it('a read started while the database is closed answers', async () => {
    db.close();
    const seen: number[] = [];
    const reading = liveRead(ticked).subscribe((n) => seen.push(n));
    await vi.waitFor(() => expect(seen).toEqual([0]), { timeout: 15_000 });
    reading.unsubscribe();
  });

  it('a read that was answering follows a change made after the connection was closed under it', async () => {
    const seen: number[] = [];
    const failures: unknown[] = [];
    const reading = liveRead(ticked).subscribe({ next: (n) => seen.push(n), error: (e: unknown) => failures.push(e) });
    await vi.waitFor(() => expect(seen).toEqual([0]));
    db.close();
    // Another tab ticks: this page's read runs again on its closed connection.
    const other = new CampDb();
    await other.packing.update(1, { is_checked: true });
    other.close();
    await vi.waitFor(() => expect(seen.at(-1)).toBe(1), { timeout: 15_000 });
    await mutate('packing.tick', { id: 2, checked: true });
    await vi.waitFor(() => expect(seen.at(-1)).toBe(2), { timeout: 15_000 });
    reading.unsubscribe();
    expect(failures).toEqual([]);
  });

  it("a read that fails with WebKit's UnknownError answers from a fresh connection instead of failing the screen", async () => {
    const seen: number[] = [];
    const failures: unknown[] = [];
    let thrown = 0;
    const reading = liveRead(async () => {
      if (thrown++ === 0) throw lostConnection();
      return ticked();
    }).subscribe({ next: (n) => seen.push(n), error: (e: unknown) => failures.push(e) });
    await vi.waitFor(() => expect(seen).toEqual([0]), { timeout: 15_000 });
    reading.unsubscribe();
    expect(failures).toEqual([]);
  });

  it('other failures still reach the screen', async () => {
    const failures: unknown[] = [];
    const reading = liveRead(() => Promise.reject(new TypeError('bad read'))).subscribe({ error: (e: unknown) => failures.push(e) });
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    reading.unsubscribe();
    expect(String(failures[0])).toContain('bad read');
  });
});
