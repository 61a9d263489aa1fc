import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/db/schema';
import { drainOutbox } from '../../src/outbox/drain';
import { batchAware, fakeFetch, resetDb, tick, type FakeAnswer } from './support/outbox-fixtures';

/**
 * The drain's Web Lock as WebKit may leave it for a page frozen in the back/forward cache: let go,
 * so a second drain (another page, the service worker) is granted it while the first still runs.
 */
function lockLetGo(): void {
  const locks = { request: (_name: string, task: () => Promise<unknown>) => task() };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

const refusal: FakeAnswer = { status: 409, body: { error: 'This event is full' } };

/** A server whose first answer waits until `answerFirst()`, as a frozen page's request does; later ones come at once. */
function firstAnswerHeld(answer: FakeAnswer) {
  let answerFirst = () => undefined as void;
  const held = new Promise<FakeAnswer>((resolve) => (answerFirst = () => resolve(answer)));
  const later = batchAware(() => answer);
  const calls = fakeFetch((req) => (calls.length === 1 ? held : later(req)));
  return { calls, answerFirst: () => answerFirst() };
}

beforeEach(async () => {
  await resetDb();
  lockLetGo();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  vi.restoreAllMocks();
});

describe('two drains at once: only the newer one settles', () => {
  it('a refusal is undone once, with one notice, when an older drain hears its answer after a newer drain settled the row', async () => {
    const row = await tick(1, true, false);
    const server = firstAnswerHeld(refusal);
    const older = drainOutbox();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));

    // The newer drain sends the row again (same key) and settles the refusal.
    expect(await drainOutbox()).toMatchObject({ refused: 1, waiting: 0 });
    expect(server.calls.map((c) => c.headers['idempotency-key'])).toEqual([row?.id, row?.id]);
    expect(await db.notifications.count()).toBe(1);
    // Then the phone pulls the server's version of the item.
    await db.packing.put({ id: 1, item_name: 'Sunscreen', category: 'Gear', is_checked: false, is_essential: true });

    server.answerFirst();
    expect(await older).toMatchObject({ refused: 0, sent: 0, waiting: 0 });
    expect(await db.notifications.count()).toBe(1);
    expect(await db.outcomes.count()).toBe(1);
    expect(await db.packing.get(1)).toEqual({ id: 1, item_name: 'Sunscreen', category: 'Gear', is_checked: false, is_essential: true });
  });

  it('an older drain sends no round claimed after a newer drain started', async () => {
    await tick(1, true, false);
    const server = firstAnswerHeld({
      status: 200,
      body: { id: 1, item_name: 'Item 1', category: 'Gear', is_checked: true, is_essential: false },
    });
    const older = drainOutbox();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await tick(2, true, false);
    expect(await drainOutbox()).toMatchObject({ sent: 2, waiting: 0 });
    await tick(3, true, false);
    server.answerFirst();
    expect(await older).toMatchObject({ sent: 0, requests: 1 });
    expect(server.calls.map((c) => c.path)).toEqual(['/packing/1', '/sync']);
    expect(await db.outbox.count()).toBe(1);
  });
});
