import type { Page } from 'playwright-core';

/**
 * After a sign-in: a first one on this browser lands on the first start (the whole camp downloading, the Home
 * Screen steps), from which the person goes on to the camp; a later one lands on Home. Answers at Home.
 */
export async function onToHome(page: Page): Promise<void> {
  await page.waitForURL((u) => u.pathname === '/' || u.searchParams.has('first'));
  if (new URL(page.url()).pathname !== '/') await page.getByRole('link', { name: 'Continue to the camp' }).click();
  await page.waitForURL((u) => u.pathname === '/');
}
