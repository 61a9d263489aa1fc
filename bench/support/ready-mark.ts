import type { Page } from 'playwright-core';

/**
 * Notes, in the page, the moment (performance.now(), from the start of navigation) an element
 * matching `selector` first shows. Install once per context, before the navigation.
 */
export const readyMarkScript = (selector: string) => `(() => {
  const check = () => {
    if (window.__readyAt === undefined && document.querySelector(${JSON.stringify(selector)})) window.__readyAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

/** The ready moment of the current page, once the element has shown. */
export async function readyAt(page: Page, timeout = 30_000): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt !== undefined, undefined, { timeout });
  return page.evaluate(() => (window as unknown as { __readyAt: number }).__readyAt);
}

/** Paths of the scripts the page started loading before `at` (ms from the start of navigation). */
export function scriptsStartedBefore(page: Page, at: number): Promise<string[]> {
  return page.evaluate(
    (limit) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= limit && /\.m?js$/.test(new URL(e.name).pathname))
        .map((e) => new URL(e.name).pathname),
    at,
  );
}
