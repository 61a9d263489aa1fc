// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerNotification } from '../../contracts/notifications';
import { enqueue } from '../../src/db/outbox';
import { refuseRow } from '../../src/db/outbox-rows';
import { storePulledNotifications } from '../../src/db/notifications/notifications-store';
import { db, type OutboxRow } from '../../src/db/schema';
import { loadAreas, switchLanguage } from '../../src/i18n';
import { noticeSaid } from '../../src/lib/server-text';
import { resetDb } from './support/outbox-fixtures';

/** The server's notice of the refused RSVP: it names the area only, never the item. */
const serverNotice = (changeId: string, extra: Partial<ServerNotification> = {}): ServerNotification => ({
  id: 'server-1',
  title: 'Not saved',
  message: 'Your change to an event was not saved. This event is full',
  type: 'error',
  read: false,
  timestamp: new Date().toISOString(),
  actionPath: '/events#event-e1',
  changeId,
  kind: 'changeRefused',
  params: { label: 'Your change to an event', area: 'event', reason: 'This event is full', code: 'event_full' },
  source: 'server',
  ...extra,
});

async function queuedRsvp(): Promise<OutboxRow> {
  const row = await enqueue({
    entity: 'event-rsvp:e1',
    method: 'POST',
    path: '/events/e1/register',
    label: "RSVP to 'Night Swim'",
    labelKey: { key: 'outbox:label.rsvp', values: { event: 'Night Swim' } },
  });
  if (!row) throw new Error('the queued RSVP');
  return row;
}

const pull = (items: ServerNotification[]) => storePulledNotifications({ items, deleted: [] }, false, Date.now());

beforeEach(() => resetDb());
afterEach(() => switchLanguage('en'));

describe("the server's notice of a refused change on the phone that queued it", () => {
  it('takes the place of the phone’s own and still names the item, after later pulls and in Spanish', async () => {
    const row = await queuedRsvp();
    await refuseRow(row, 'This event is full', 'event_full');
    expect((await db.notifications.toArray()).map((n) => n.message)).toEqual(["RSVP to 'Night Swim' was not saved. This event is full"]);

    await pull([serverNotice(row.id)]);
    const [notice, ...others] = await db.notifications.toArray();
    expect(others).toEqual([]);
    expect(notice).toMatchObject({ source: 'server', message: "RSVP to 'Night Swim' was not saved. This event is full" });

    // The server sends it again (read on another phone): the name stays.
    await pull([serverNotice(row.id, { read: true })]);
    const again = await db.notifications.get('server-1');
    expect(again).toMatchObject({ read: true, message: "RSVP to 'Night Swim' was not saved. This event is full" });

    await switchLanguage('es');
    await loadAreas(['outbox', 'errors']);
    expect(again && noticeSaid(again)?.message).toBe('Apuntarte a «Night Swim»: no se guardó. Este evento está completo');
  });

  it('names the item when the server’s notice arrived before the phone settled the refusal', async () => {
    const row = await queuedRsvp();
    await pull([serverNotice(row.id)]);
    await refuseRow(row, 'This event is full', 'event_full');
    const notices = await db.notifications.toArray();
    expect(notices.map((n) => [n.source, n.message])).toEqual([['server', "RSVP to 'Night Swim' was not saved. This event is full"]]);
  });
});
