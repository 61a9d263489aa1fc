import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackingItem } from '../../contracts/packing';
import { type Browser, closeE2e, type E2eServer, openE2e } from '../support/e2e.js';
import { sentChanges } from '../support/sent-changes.js';
import {
  apiLogin,
  dispatchSync,
  eventually,
  openSignedIn,
  recordWrites,
  waitForServiceWorker,
  type Session,
} from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let session: Session;
beforeAll(async () => {
  ({ server, browser } = await openE2e());
  session = await apiLogin(server.url);
});
afterAll(() => closeE2e(server, browser));

const serverList = async () => {
  const res = await fetch(`${server.url}/api/packing`, { headers: { authorization: `Bearer ${session.token}` } });
  return (await res.json()) as PackingItem[];
};
const ticked = async () =>
  (await serverList())
    .filter((i) => i.is_checked)
    .map((i) => i.item_name)
    .sort();

const box = (name: string) => browser.page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
const percentIs = (text: string) =>
  browser.page.locator('[data-testid="packing-percent"]', { hasText: new RegExp(`^${text}$`) }).waitFor({ timeout: 10_000 });

describe('offline first: the app, the Safety Center and packing ticks without signal', () => {
  it('opens, shows a never-visited Safety Center, keeps ticks offline and sends them in one request', async () => {
    const { page, context } = browser;
    // 1. Sign in online; the synced list arrives and the service worker installs.
    await openSignedIn(page, server.url, session, '/packing');
    await box('Swimsuit').waitFor();
    await waitForServiceWorker(page);
    await box('Swimsuit').waitFor();
    const writes = recordWrites(context);

    // 2. Offline, a reload still opens the app.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Packing List' }).waitFor();

    // 3. The Safety Center, never opened on this phone, renders from the precache.
    await page.goto(`${server.url}/safety`);
    await page.getByRole('heading', { name: 'Safety Center' }).waitFor();
    await page.getByText(/Fire danger: high/i).waitFor();
    await page.getByRole('tab', { name: 'Conditions' }).click();
    await page.getByText('Unable to fetch current conditions. Please check with camp counselors.').waitFor();
    await page.getByText('5-Day Forecast').waitFor();

    // 4. Tick 3 items and untick 1: progress follows at once (43 items: 1 -> 2%, 2 -> 5%, 3 -> 7%).
    await page.goto(`${server.url}/packing`);
    await percentIs('0%');
    await box('Swimsuit').click();
    await percentIs('2%');
    await box('Pillow').click();
    await percentIs('5%');
    await box('Laundry bag').click();
    await percentIs('7%');
    await box('Pillow').click();
    await percentIs('5%');

    // 5. A reload offline at once (a camper waits for nothing) keeps the ticks: Pillow's tick and untick
    // cancelled out, leaving two changes waiting.
    await page.reload();
    await percentIs('5%');
    await eventually(async () => (await page.getByLabel('Waiting to send').count()) === 2, 'the two ticks kept on the phone');
    expect(await box('Swimsuit').isChecked()).toBe(true);
    expect(await box('Pillow').isChecked()).toBe(false);
    expect(await box('Laundry bag').isChecked()).toBe(true);
    expect(await ticked()).toEqual([]);

    // 6. Back online: the server holds exactly the final state, sent as one request.
    await context.setOffline(false);
    await eventually(async () => (await ticked()).length === 2, 'the ticks to reach the server');
    expect(await ticked()).toEqual(['Laundry bag', 'Swimsuit']);
    // Once the phone has nothing left waiting, no further change can travel.
    await eventually(async () => (await page.getByLabel('Waiting to send').count()) === 0, 'the phone to have nothing left waiting');
    const outbox = writes.filter((w) => w.path === '/api/sync' || w.path.startsWith('/api/packing'));
    expect(outbox.map((w) => `${w.method} ${w.path}`)).toEqual(['POST /api/sync']);
    // The tick and untick of 'Pillow' cancelled out on the phone: only the two final ticks travelled.
    // Each operation names its declared command (packing.tick).
    const ids = Object.fromEntries((await serverList()).map((i) => [i.item_name, i.id]));
    expect(sentChanges(outbox).map((o) => [o.command, o.path, o.body])).toEqual([
      ['packing.tick', `/packing/${ids.Swimsuit}`, { is_checked: true }],
      ['packing.tick', `/packing/${ids['Laundry bag']}`, { is_checked: true }],
    ]);
    expect(await box('Swimsuit').isChecked()).toBe(true);
  });

  it('applies a change once when its response is lost, and the retry gets the stored answer', async () => {
    const { page, context } = browser;
    await openSignedIn(page, server.url, session, '/packing');
    await box('Sun hat').waitFor();
    const writes = recordWrites(context);
    let lostKey: string | undefined;
    let applied = false;
    await context.route('**/api/packing/*', async (route) => {
      if (route.request().method() !== 'PUT' || lostKey) return route.fallback();
      lostKey = route.request().headers()['idempotency-key'];
      await route.fetch(); // the server applies the change...
      applied = true;
      await route.abort('connectionreset'); // ...and the answer never reaches the phone
    });
    await box('Sun hat').click();
    await eventually(async () => applied, 'the first attempt to reach the server');
    const [first] = await checkRows('Sun hat');
    expect(first?.isChecked).toBe(true);

    // The outbox retries with the same Idempotency-Key; the server answers from its store.
    await eventually(async () => writes.length >= 1 && (await page.getByLabel('Waiting to send').count()) === 0, 'the retry to settle');
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    expect(writes.map((w) => w.key)).toEqual([lostKey]);
    const [after] = await checkRows('Sun hat');
    expect(after?.updatedAt.getTime()).toBe(first?.updatedAt.getTime());
    expect((await serverList()).find((i) => i.item_name === 'Sun hat')?.is_checked).toBe(true);
  });

  it('lets the service worker send queued ticks by Background Sync when no page is open', async () => {
    const { page, context } = browser;
    await openSignedIn(page, server.url, session, '/packing');
    await box('Whistle').waitFor();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await box('Whistle').click();
    await page.getByLabel('Waiting to send').first().waitFor();
    // The app asked for a Background Sync when it queued the tick.
    const tags = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: { getTags(): Promise<string[]> } };
      return (await registration.sync?.getTags()) ?? [];
    });
    expect(tags).toContain('outbox');
    await page.goto('about:blank');
    await context.setOffline(false);
    // Chromium fires the sync when it sees the network again, on its own schedule; fire it now (as it would) through CDP.
    await dispatchSync(page, server.url, 'outbox');
    await eventually(
      async () => (await serverList()).find((i) => i.item_name === 'Whistle')?.is_checked === true,
      'the worker to send the tick',
    );
  });
});

/** The stored tick of an item: `updatedAt` changes whenever the server applies a PUT. */
async function checkRows(name: string) {
  const { packingChecks, packingItems } = await import('../../server/db/schema/index.js');
  const { and, eq } = await import('drizzle-orm');
  return server.database.db
    .select({ isChecked: packingChecks.isChecked, updatedAt: packingChecks.updatedAt })
    .from(packingChecks)
    .innerJoin(packingItems, eq(packingItems.id, packingChecks.itemId))
    .where(and(eq(packingItems.itemName, name), eq(packingChecks.userId, session.user.id)));
}
