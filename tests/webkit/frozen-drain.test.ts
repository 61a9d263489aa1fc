/**
 * A page frozen in WebKit's back/forward cache in the middle of an outbox drain. WebKit lets go of the
 * page's Web Lock when it freezes the page, so the next page drains beside the frozen drain: the RSVP
 * is sent twice at once (same key). The refusal that follows is undone and told once, also after the
 * frozen page comes back and its drain resumes (src/db/drain-generation.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import { eventually, outboxCount, outboxHolds, signIn } from '../scenarios/app-steps.js';
import { waitFor, waitInPage, webkitDriver, type PageDriver, type Target } from '../support/page-driver.js';
import { requestGate } from '../support/request-gate.js';
import { daysFromNow, startWorld, type World } from '../support/scenario-world.js';
import { launchWebKit, type WebKit } from '../support/webkit.js';

/** The refusal notices on the phone, read straight from IndexedDB: [changeId, message]. */
const refusalNotices = (drv: PageDriver) =>
  drv.evaluate(
    () =>
      new Promise<[string, string][]>((resolve, reject) => {
        const open = indexedDB.open('camp-weekend');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const idb = open.result;
          const all = idb.transaction('notifications', 'readonly').objectStore('notifications').getAll();
          all.onsuccess = () => {
            const rows = all.result as { changeId?: string; message?: string }[];
            resolve(rows.filter((n) => n.changeId).map((n) => [n.changeId ?? '', n.message ?? '']));
            idb.close();
          };
          all.onerror = () => reject(all.error ?? new Error('read failed'));
        };
      }),
  );

/**
 * Marks the page's window, so coming back tells a page restored from the back/forward cache from one
 * loaded again, and has it take a Web Lock it never lets go of itself.
 */
const markPage = (drv: PageDriver) =>
  drv.evaluate(
    () =>
      new Promise<void>((granted) => {
        Object.assign(window, { frozenDrainPage: true });
        void navigator.locks.request('frozen-page-probe', () => {
          granted();
          return new Promise(() => undefined);
        });
      }),
  );

/** Whether this page is granted the lock the marked page took (it is, once that page let go of it). */
const probeLockFree = (drv: PageDriver) =>
  drv.evaluate(() => navigator.locks.request('frozen-page-probe', { ifAvailable: true }, (lock) => lock !== null));

/**
 * Taps RSVP on the card until it shows `registered`: a page just back from the back/forward cache may
 * miss the driver's first click (it is tapped again only while the card still shows no RSVP).
 */
async function rsvpShown(drv: PageDriver, card: Target, registered: string): Promise<void> {
  for (let tries = 1; ; tries++) {
    await drv.click({ css: 'button', text: 'RSVP', in: card });
    try {
      return await waitFor(drv, { css: '[data-testid="registered"]', text: registered, in: card }, 15_000);
    } catch (err) {
      if (tries >= 3) throw err;
    }
  }
}

const gate = requestGate('/api/events/');
let world: World | undefined;
let webkit: WebKit | undefined;

beforeAll(async () => {
  world = await startWorld({}, (app) => gate.install(app));
  webkit = await launchWebKit();
});
afterAll(async () => {
  gate.release();
  await webkit?.close();
  await world?.close();
});

describe('WebKit: a page frozen in the middle of a drain', () => {
  it('lets go of its drain lock, so the next page drains beside it; the refusal is still undone and told once', async () => {
    if (!world || !webkit) throw new Error('the world or the browser did not start');
    const { relay, admin } = world;
    const drv = webkitDriver(webkit.driver);
    const api = world.api.bind(world);
    const event = async (title: string, capacity: number) =>
      (
        await api<CampEvent>(admin, 'POST', '/admin/events', {
          title,
          description: 'On the lake',
          event_time: daysFromNow(2),
          location: 'Lake',
          capacity,
          event_type: 'activity',
        })
      ).body;
    const canoe = await event('Canoe Race', 2);
    const swim = await event('Sunset Swim', 10);
    const card: Target = { css: 'article', text: 'Canoe Race' };
    const river = await world.camper('river@camp.test', 'River', 'Stone');
    const ash = await world.camper('ash@camp.test', 'Ash', 'Camper');
    const birch = await world.camper('birch@camp.test', 'Birch', 'Camper');
    expect((await api(ash, 'POST', `/events/${canoe.id}/register`)).status).toBe(200);

    await signIn(drv, relay.url, 'river@camp.test');
    await drv.goto(`${relay.url}/events`);
    await waitFor(drv, { css: '[data-testid="registered"]', text: '1 / 2 registered', in: card });

    // Offline, River takes the last place; meanwhile Birch takes it with signal.
    relay.cut();
    await drv.click({ css: 'button', text: 'RSVP', in: card });
    await outboxHolds(drv, 1);
    expect((await api(birch, 'POST', `/events/${canoe.id}/register`)).status).toBe(200);

    // Signal again: the page's drain sends the RSVP, and the server holds its answer.
    gate.log.splice(0);
    gate.allow(0);
    relay.restore();
    await eventually(async () => gate.held() === 1, "the page's drain sending the RSVP");
    await markPage(drv);

    // Away to another page of the app: the first one is frozen in the back/forward cache, its drain unfinished.
    gate.allow(Number.POSITIVE_INFINITY);
    await drv.goto(`${relay.url}/more`);
    await eventually(async () => (await outboxCount(drv)) === 0, 'the next page to settle the refused RSVP');
    // WebKit let go of the frozen page's locks: its own, and the drain's, so two drains ran at once (the RSVP
    // reached the server again while the frozen drain's request was still held).
    expect(await probeLockFree(drv)).toBe(true);
    expect(gate.held()).toBe(1);
    expect(gate.log.filter((p) => p.endsWith('/register'))).toHaveLength(2);
    expect(await refusalNotices(drv)).toHaveLength(1);

    // Back: the frozen page is restored as it was, and its drain resumes.
    await drv.evaluate(() => history.back());
    await waitInPage(
      drv,
      () => (window as { frozenDrainPage?: boolean }).frozenDrainPage === true,
      null,
      'the page restored from the back/forward cache',
    );
    gate.release();
    // A change made now is sent and settled after the resumed drain's own steps.
    await rsvpShown(drv, { css: 'article', text: 'Sunset Swim' }, '1 / 10 registered');
    const riversEvents = async () => (await api<CampEvent[]>(river, 'GET', '/events')).body;
    await eventually(
      async () => Boolean((await riversEvents()).find((e) => e.id === swim.id)?.is_user_registered),
      'the next RSVP on the server',
    );
    await eventually(async () => (await outboxCount(drv)) === 0, 'the next RSVP settled');
    expect((await riversEvents()).find((e) => e.id === canoe.id)).toMatchObject({ registration_count: 2, is_user_registered: false });
    const notices = await refusalNotices(drv);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.[1]).toContain('was not saved');
    await waitFor(drv, { css: '[data-testid="availability"]', text: 'Full', in: card }, 60_000);
  });
});
