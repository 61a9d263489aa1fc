import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, openSignedIn, waitForServiceWorker } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'cw-static-'));
  cpSync(path.resolve(process.env.E2E_DIST ?? 'dist'), staticDir, { recursive: true });
  server = await startE2eServer({ STATIC_DIR: staticDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** Writes a built file with its precompressed copies, as the build does. */
function writeBuilt(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/** Deploys a new build over the served one: a changed page, so the worker's precache manifest changes too. */
function deployNewBuild() {
  const html = path.join(staticDir, 'index.html');
  writeBuilt(html, readFileSync(html, 'utf8').replace('</head>', '<meta name="camp-build" content="2" /></head>'));
  const sw = path.join(staticDir, 'sw.js');
  const before = readFileSync(sw, 'utf8');
  const after = before.replace(/("revision":")([^"]+)(","url":"index\.html")/, '$1new-build-2$3');
  expect(after).not.toBe(before);
  writeBuilt(sw, after);
}

const isNewBuild = () => browser.page.evaluate(() => document.querySelector('meta[name="camp-build"]') !== null);

describe('updates: prompt to reload, never while the outbox is being sent', () => {
  it('shows "A new version is available", waits for a running drain, then reloads into the new build', async () => {
    const { page } = browser;
    await openSignedIn(page, server.url, await apiLogin(server.url), '/more');
    await waitForServiceWorker(page);
    await page.getByRole('heading', { name: 'More' }).waitFor();
    expect(await page.getByText('A new version is available').count()).toBe(0);

    deployNewBuild();
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
