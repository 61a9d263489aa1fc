import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { BUILD_OF_PAGE, copyOfBuild, type ServedBuild } from '../support/deploy-build.js';
import { apiLogin, openSignedIn, waitForServiceWorker } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let build: ServedBuild;
beforeAll(async () => {
  build = copyOfBuild();
  server = await startE2eServer({ STATIC_DIR: build.dir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  build?.remove();
});

const isNewBuild = async () => (await browser.page.evaluate(BUILD_OF_PAGE)) === 2;

describe('updates: prompt to reload, never while the outbox is being sent', () => {
  it('shows "A new version is available", waits for a running drain, then reloads into the new build', async () => {
    const { page } = browser;
    await openSignedIn(page, server.url, await apiLogin(server.url), '/more');
    await waitForServiceWorker(page);
    await page.getByRole('heading', { name: 'More' }).waitFor();
    expect(await page.getByText('A new version is available').count()).toBe(0);

    build.deploy(2);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.getByText('A new version is available').waitFor();
    expect(await isNewBuild()).toBe(false);

    // An outbox drain is running (it holds the drain lock until the test ends it): Reload waits for it.
    await page.evaluate(() => {
      const w = window as unknown as { marker: number; endDrain?: () => void };
      w.marker = 1;
      void navigator.locks.request('outbox-drain', () => new Promise<void>((resolve) => (w.endDrain = resolve)));
    });
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('button', { name: /Updating/ }).waitFor();
    // Reload is queued behind the drain's lock, and meanwhile the new worker has not taken over.
    await page.waitForFunction(async () => (await navigator.locks.query()).pending?.some((l) => l.name === 'outbox-drain') === true);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

    // The drain ends: the new worker takes over and the page reloads on controllerchange.
    await page.evaluate(() => (window as unknown as { endDrain?: () => void }).endDrain?.());
    await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined, undefined, { timeout: 15_000 });
    await page.getByRole('heading', { name: 'More' }).waitFor();
    expect(await isNewBuild()).toBe(true);
    expect(await page.getByText('A new version is available').count()).toBe(0);
  });
});
