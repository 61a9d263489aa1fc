import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../../src/db/mutate';
import { CampDb, db } from '../../src/db/schema';
import { wrapTablesForTest } from './support/failing-idb';
import { resetDb } from './support/outbox-fixtures';

/** What the back/forward cache does: pagehide (persisted) when the page is put in it, pageshow when it comes back. */
const leavePage = () => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
const comeBack = () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

/** Leaves the page while the first write to `table` is on its way, so src/db/leave-page.ts aborts its transaction under it. */
async function leaveDuringWrite(table: string): Promise<{ left: () => number }> {
  let left = 0;
  await wrapTablesForTest((name, inner) => ({
    ...inner,
    mutate: (req) => {
      const writing = inner.mutate(req);
      if (name === table && left === 0) {
        left += 1;
        leavePage();
      }
      return writing;
    },
  }));
  return { left: () => left };
}

/** What another connection reads: only what was committed. */
async function committed() {
  const other = new CampDb();
  try {
    return { outbox: await other.outbox.orderBy('seq').toArray(), messages: await other.messages.toArray() };
  } finally {
    other.close();
  }
}

const me = { id: 'me', email: 'me@camp.test', profile: { first_name: 'Maya', last_name: 'Reed', avatar_url: null } };

beforeEach(async () => {
  if (!db.isOpen()) await db.open();
  await resetDb();
});
afterEach(async () => {
  comeBack();
  vi.restoreAllMocks();
});

describe('a typed message whose write the back/forward cache aborted', () => {
  it('is written again once the page is back, and queued exactly once', async () => {
    const leaving = await leaveDuringWrite('outbox');
    const sending = mutate('chat.send', {
      id: 'm1',
      conversationId: 'c1',
      content: 'See you at the lake',
      sender: me,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    await vi.waitFor(() => expect(leaving.left()).toBe(1));
    // Nothing was kept, and nothing is tried again while the page is away.
    expect((await committed()).outbox).toEqual([]);

    comeBack();
    const row = await sending;
    const kept = await committed();
    expect(kept.outbox.map((r) => [r.id, (r.body as { content: string }).content])).toEqual([[row?.id, 'See you at the lake']]);
    expect(kept.messages.map((m) => [m.id, m.content])).toEqual([['m1', 'See you at the lake']]);
  });

  it('is written again at once when the page was already back by the time the abort was heard', async () => {
    const leaving = await leaveDuringWrite('outbox');
    const sending = mutate('feed.comment', {
      id: 'k1',
      postId: 'p1',
      text: 'Lovely sunset',
      author: { id: 'me', name: 'Maya Reed', avatar: null },
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    await vi.waitFor(() => expect(leaving.left()).toBe(1));
    comeBack();
    await sending;
    const kept = await committed();
    expect(kept.outbox.map((r) => (r.body as { id: string }).id)).toEqual(['k1']);
  });
});
