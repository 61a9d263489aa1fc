// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import * as inbox from '../../src/db/notifications/notifications-inbox';
import { addNotification, addRefusalNotice, storePulledNotifications } from '../../src/db/notifications/notifications-store';
import { db } from '../../src/db/schema';
import { resetDb } from './support/outbox-fixtures';

const notice = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  title: `T${id}`,
  message: 'm',
  type: 'info',
  read: false,
  timestamp: '2025-09-05T10:00:00.000Z',
  actionPath: '/chat',
  source: 'server',
  ...over,
});
const ids = async () => (await db.notifications.toArray()).map((n) => [n.title, n.source ?? 'phone', n.read]).sort();

beforeEach(() => resetDb());

describe('the server inbox on the phone', () => {
  it("keeps the app's own notices when a full pull replaces the server's, and the server's when the app clears its own", async () => {
    await addNotification({ title: 'Not saved', message: 'x', type: 'error' });
    await storePulledNotifications({ items: [notice('a'), notice('b')], deleted: [] }, true, Date.now());
    await storePulledNotifications({ items: [notice('b', { read: true })], deleted: [] }, true, Date.now());
    expect(await ids()).toEqual([
      ['Not saved', 'phone', false],
      ['Tb', 'server', true],
    ]);
    await storePulledNotifications({ items: [], deleted: ['b'] }, false, Date.now());
    expect(await ids()).toEqual([['Not saved', 'phone', false]]);
  });

  it("marks read, removes and clears the server's notices through the outbox and the app's own on the phone only", async () => {
    const local = await addNotification({ title: 'Welcome', message: 'x', type: 'info' });
    await storePulledNotifications({ items: [notice('a'), notice('b')], deleted: [] }, true, Date.now());
    await inbox.markRead(local);
    await inbox.markRead('a');
    expect((await db.outbox.orderBy('seq').toArray()).map((r) => [r.method, r.path])).toEqual([['POST', '/notifications/a/read']]);
    await inbox.remove('b');
    await inbox.clearAll();
    expect((await db.outbox.orderBy('seq').toArray()).map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/notifications/a/read', undefined],
      ['DELETE', '/notifications/b', undefined],
      ['POST', '/notifications/clear', { before: expect.any(String) as string }],
    ]);
    expect(await db.notifications.count()).toBe(0);
  });

  it("shows one notice per refused change: the server's replaces the phone's own, and what was read stays read", async () => {
    const refusal = { title: 'Not saved', message: 'Your RSVP was not saved.', type: 'error', changeId: 'row-1' };
    await addRefusalNotice(refusal);
    await addRefusalNotice({ ...refusal, changeId: 'row-2' });
    const own = await db.notifications.filter((n) => n.changeId === 'row-2').first();
    if (!own) throw new Error('the refusal notice of row-2');
    await inbox.markRead(own.id);
    await storePulledNotifications(
      {
        items: [notice('s1', { title: 'Not saved', changeId: 'row-1' }), notice('s2', { title: 'Not saved', changeId: 'row-2' })],
        deleted: [],
      },
      false,
      Date.now(),
    );
    // The phone had read its own notice: the server's copy shows read here.
    expect((await db.notifications.toArray()).map((n) => [n.id, n.source, n.read]).sort()).toEqual([
      ['s1', 'server', false],
      ['s2', 'server', true],
    ]);
    // The server's notice came first (the pull ran before the refusal settled): the phone adds none.
    await addRefusalNotice({ ...refusal, changeId: 'row-1' });
    expect(await db.notifications.count()).toBe(2);
  });
});
