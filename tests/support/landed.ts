import type { Page } from 'playwright-core';

/** Checks of the address, this far apart, that must agree before a visit counts as landed. */
const STEADY_CHECKS = 4;
const CHECK_EVERY_MS = 100;

/**
 * Waits until a visit has landed, before anything reads or measures the screen: the page's address has stayed
 * the same over several checks spread over time (a guard's redirect or a router's replace comes a render after the
 * visit, later still on a busy machine), and `landmark` (a selector, or one chosen for the path landed on) is on
 * the page. Answers the path it landed on.
 */
export async function waitUntilLanded(page: Page, landmark: string | ((path: string) => string), boundMs = 60_000): Promise<string> {
  const until = Date.now() + boundMs;
  const landmarkOf = typeof landmark === 'string' ? () => landmark : landmark;
  let last = '';
  let steady = 0;
  for (;;) {
    const path = new URL(page.url()).pathname;
    steady = path === last ? steady + 1 : 1;
    last = path;
    const shown = steady >= STEADY_CHECKS && (await page.locator(landmarkOf(path)).count()) > 0;
    if (shown && new URL(page.url()).pathname === path) return path;
    if (Date.now() > until)
      throw new Error(
        `the visit did not land within ${boundMs / 1000} s: the address is ${path}` +
          (steady >= STEADY_CHECKS ? `, but its landmark ${landmarkOf(path)} is not on the page` : ', and still changing'),
      );
    await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
  }
}
