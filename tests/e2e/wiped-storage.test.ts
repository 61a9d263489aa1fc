import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, closeE2e, type E2eServer, openE2e } from '../support/e2e.js';
import { apiLogin, eventually, openSignedIn, waitForServiceWorker, type Session } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let session: Session;
beforeAll(async () => {
  ({ server, browser } = await openE2e());
  session = await apiLogin(server.url);
});
afterAll(() => closeE2e(server, browser));

const STORES = ['packing', 'rules', 'events', 'posts', 'users', 'mapLocations'];

/** How many records of each area the phone's database holds, read straight from IndexedDB (0 when it has none). */
function heldOnPhone(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async (stores) => {
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('camp-weekend');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    try {
      const present = stores.filter((s) => idb.objectStoreNames.contains(s));
      const counts: Record<string, number> = Object.fromEntries(stores.map((s) => [s, 0]));
      if (present.length === 0) return counts;
      const tx = idb.transaction(present, 'readonly');
      await Promise.all(
        present.map(
          (s) =>
            new Promise<void>((resolve) => {
              const req = tx.objectStore(s).count();
              req.onsuccess = () => {
                counts[s] = req.result;
                resolve();
              };
            }),
        ),
      );
      return counts;
    } finally {
      idb.close();
    }
  }, STORES);
}

describe('a phone whose IndexedDB was cleared under a signed-in page', () => {
  it('gets the whole camp again on the next start and says so, in the frame, until the camper dismisses it', async () => {
    const { page } = browser;
    await openSignedIn(page, server.url, session, '/packing');
    await page.getByRole('checkbox', { name: /^Swimsuit/ }).waitFor();
    await waitForServiceWorker(page);
    await page.locator('[role="status"][data-state="up-to-date"]').waitFor();
    const before = await heldOnPhone(page);
    // The sample camp: its packing list, rules and schedule are on the phone.
    expect(before).toMatchObject({ packing: 43, rules: 8, events: 19 });

    // What Safari does after 7 days without a visit: the database goes (the session in localStorage may stay).
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const del = indexedDB.deleteDatabase('camp-weekend');
          del.onsuccess = () => resolve();
          del.onerror = () => reject(del.error ?? new Error('delete failed'));
        }),
    );
    await page.reload();

    await page.getByText(/^This phone's copy of the camp was cleared/).waitFor();
    await page.getByRole('checkbox', { name: /^Swimsuit/ }).waitFor();
    await page.getByText("This phone's copy of the camp was cleared. It has been downloaded again.").waitFor({ timeout: 30_000 });
    await eventually(
      async () => JSON.stringify(await heldOnPhone(page)) === JSON.stringify(before),
      'the whole camp back on the phone',
      30_000,
    );

    // A thumb's tap target, as everywhere in the frame.
    const ok = page.getByRole('button', { name: 'OK' });
    const box = await ok.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await ok.click();
    await page.getByText(/copy of the camp was cleared/).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('checkbox', { name: /^Swimsuit/ }).waitFor();
    expect(await page.getByText(/copy of the camp was cleared/).count()).toBe(0);
  });
});
