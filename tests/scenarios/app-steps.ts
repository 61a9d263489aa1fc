/** Steps every engine-neutral scenario takes with the app: signing in, waiting for the phone to hold the camp. */
import { waitFor, waitInPage, type PageDriver } from '../support/page-driver.js';
import { eventually as pollUntil } from '../support/e2e-session.js';
import { CAMPER_PASSWORD } from '../support/scenario-world.js';

const UP_TO_DATE = 'Up to date: the whole camp is on this phone.';
export const UPDATE_PROMPT = 'A new version is available';
const CONTINUE = 'Continue to the camp';

/**
 * Signs in through the form, as a new camper does, and waits for the whole camp and the service worker. A first
 * sign-in on this phone lands on the first start (the whole camp downloading); the camper goes on to the camp.
 */
export async function signIn(drv: PageDriver, appUrl: string, email: string, password = CAMPER_PASSWORD): Promise<void> {
  await drv.goto(`${appUrl}/login`);
  await drv.fill({ css: 'input[type="email"]' }, email);
  await drv.fill({ css: 'input[type="password"]' }, password);
  await drv.click({ css: 'button[type="submit"]', text: 'Sign In' });
  await waitInPage(drv, () => location.pathname === '/' || location.search.includes('first'), null, 'Home or the first start');
  if (await drv.evaluate(() => location.pathname !== '/')) await drv.click({ css: 'a', text: CONTINUE });
  await waitInPage(drv, () => location.pathname === '/', null, 'Home');
  await wholeCampOnPhone(drv);
  await waitInPage(drv, () => Boolean(navigator.serviceWorker.controller), null, 'the service worker to control the page');
}

const wholeCampOnPhone = (drv: PageDriver) => waitFor(drv, { css: '[role="status"]', text: UP_TO_DATE }, 60_000);

/** The changes waiting in the phone's outbox, read straight from IndexedDB. */
export const outboxCount = (drv: PageDriver) =>
  drv.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('camp-weekend');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const idb = open.result;
          const count = idb.transaction('outbox', 'readonly').objectStore('outbox').count();
          count.onsuccess = () => {
            resolve(count.result);
            idb.close();
          };
          count.onerror = () => reject(count.error ?? new Error('count failed'));
        };
      }),
  );

/** Polls a check (of the server or the phone) until it holds, for as long as a slow engine may need. */
export const eventually = (check: () => Promise<boolean>, what: string, timeoutMs = 90_000) => pollUntil(check, what, timeoutMs);

/**
 * Waits until the phone's outbox holds `count` changes. A tap shows on screen in the next frame, before
 * its write commits; it is kept from the moment it shows, so a test leaving the page need not wait for this.
 */
export const outboxHolds = (drv: PageDriver, count: number) =>
  eventually(async () => (await outboxCount(drv)) === count, `${count} changes kept in the phone's outbox`);
