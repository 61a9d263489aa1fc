import type { Page } from 'playwright-core';
import { posts } from '../../server/db/schema/index.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../../tests/support/e2e.js';
import { waitForServiceWorker } from '../../tests/support/e2e-session.js';
import { builtApp } from './built-app.js';
import { benchCamper, signedInScript } from './camper.js';

/** Posts kept on this phone (the app's IndexedDB). */
export const storedPosts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('camp-weekend');
        open.onerror = () => reject(open.error ?? new Error('no database'));
        open.onsuccess = () => {
          const count = open.result.transaction('posts').objectStore('posts').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );

/**
 * The built app on its server and a signed-in camper's phone (Chromium) that holds `count` posts
 * and has just lost signal. `initScripts` run in every page before the app.
 */
export async function offlinePhoneWithPosts(
  count: number,
  name: string,
  initScripts: string[] = [],
): Promise<{ server: E2eServer; browser: Browser; close(): Promise<void> }> {
  const server = await startE2eServer({ STATIC_DIR: await builtApp() });
  const browser = await launchBrowser();
  const close = async () => {
    await browser.close();
    await server.close();
  };
  try {
    const camper = await benchCamper(server, name);
    const { page, context } = browser;
    for (const script of [signedInScript(camper), ...initScripts]) await context.addInitScript(script);
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    // The weekend's posts arrive after sign-in, so the phone's replication stores them all.
    const start = Date.now();
    await server.database.db.insert(posts).values(
      Array.from({ length: count }, (_, i) => ({
        userId: camper.user.id,
        caption: `Camp moment ${i + 1}: canoes, campfire and stars over the lake`,
        createdAt: new Date(start - (count - i) * 60_000),
      })),
    );
    await page.reload();
    // Scrolling loads older pages too, where the replication keeps only the newest ones.
    const until = Date.now() + 300_000;
    while ((await storedPosts(page)) < count && Date.now() < until) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(500);
    }
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    return { server, browser, close };
  } catch (err) {
    await close();
    throw err;
  }
}
