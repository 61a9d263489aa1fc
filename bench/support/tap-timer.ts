import type { Locator, Page } from 'playwright-core';

/** What the screen shows once a tap has answered: `selector` matches an element (whose text is `text`, when given), or no longer does. */
export interface Shown {
  selector: string;
  text?: string;
  present: boolean;
}

interface TapWindow {
  __tapMs?: number;
  __tapDomMs?: number;
}

/** One tap: ms from the click to the DOM change, and to the frame that paints it. */
export interface TapTime {
  dom: number;
  frame: number;
}

/**
 * Arms the page: the next click's `event.timeStamp` starts the clock, and the first animation frame
 * after a DOM change that makes `shown` true stops it (that frame paints the change). Written as page
 * source: the bench's transform would add helpers the page does not have to functions passed as such.
 */
const armScript = (shown: Shown) => `(() => {
  const want = ${JSON.stringify(shown)};
  window.__tapMs = undefined;
  let clickAt;
  const matches = () => [...document.querySelectorAll(want.selector)].some((e) => want.text === undefined || e.textContent.trim() === want.text) === want.present;
  const observer = new MutationObserver(() => {
    if (clickAt === undefined || !matches()) return;
    observer.disconnect();
    const from = clickAt;
    window.__tapDomMs = performance.now() - from;
    requestAnimationFrame(() => { window.__tapMs = performance.now() - from; });
  });
  document.addEventListener('click', (e) => { clickAt = e.timeStamp; }, { capture: true, once: true });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
})()`;

/** Clicks `target` and answers the time from the click to the changed DOM and to the painted change, in ms. */
export async function timeTap(page: Page, target: Locator, shown: Shown): Promise<TapTime> {
  await target.waitFor();
  await page.evaluate(armScript(shown));
  await target.click();
  await page.waitForFunction(() => (window as TapWindow).__tapMs !== undefined, undefined, { timeout: 30_000 });
  return page.evaluate(() => ({ dom: (window as TapWindow).__tapDomMs ?? NaN, frame: (window as TapWindow).__tapMs ?? NaN }));
}

const idle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));

/** Lets the tap's database write, live queries and queue work finish before the next tap, as between a camper's taps. */
export async function settle(page: Page): Promise<void> {
  await idle(page);
  await page.waitForTimeout(250);
  await idle(page);
}

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** "median X ms, p95 Y ms" of the times. */
export function medianAndP95(times: number[]): { median: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: at(sorted, 50), p95: at(sorted, 95) };
}
