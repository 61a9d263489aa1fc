import type { Page } from 'playwright-core';

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

/** Scrolls the feed down until the phone keeps `count` posts (older pages load as the camper scrolls). */
export async function scrollUntilStored(page: Page, count: number, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await storedPosts(page)) < count && Date.now() < until) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(500);
  }
}
