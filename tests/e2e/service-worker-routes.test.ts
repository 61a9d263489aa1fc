import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, eventually, openSignedIn, waitForServiceWorker } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  mkdirSync(path.join(server.config.uploadsDir, 'photos'), { recursive: true });
  copyFileSync('public/icons/icon-192.png', path.join(server.config.uploadsDir, 'photos', 'campfire.png'));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the service worker’s routes', () => {
  it('leaves /api and /uploads to the server, and keeps a seen photo for offline use', async () => {
    const { page, context } = browser;
    await openSignedIn(page, server.url, await apiLogin(server.url), '/more');
    await waitForServiceWorker(page);

    // Navigations to /api and /uploads reach the server, never the app's index.html.
    const api = await page.goto(`${server.url}/api/health`);
    expect(await api?.json()).toEqual({ status: 'ok' });
    const missing = await page.goto(`${server.url}${server.photoAddresses.sign('/uploads/photos/nothing.png')}`);
    expect(missing?.status()).toBe(404);
    const unsigned = await page.goto(`${server.url}/uploads/photos/campfire.png`);
    expect(unsigned?.status()).toBe(403);
    await page.goto(`${server.url}/more`);
    await page.getByRole('heading', { name: 'More' }).waitFor();

    const load = (src: string) =>
      page.evaluate(
        (s) =>
          new Promise<number>((resolve) => {
            const img = new Image();
            img.onload = () => resolve(img.naturalWidth);
            img.onerror = () => resolve(-1);
            img.src = s;
          }),
        src,
      );
    const campfire = server.photoAddresses.sign('/uploads/photos/campfire.png');
    expect(await load(campfire)).toBe(192);
    // Kept by its path, whatever its signature.
    await eventually(
      () => page.evaluate(async () => Boolean(await (await caches.open('camp-uploads')).match('/uploads/photos/campfire.png'))),
      'the photo in the uploads cache',
    );

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'More' }).waitFor();
    expect(await load(campfire)).toBe(192);
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          (r) => r.status,
          () => 'no network',
        ),
      ),
    ).toBe('no network');
    await context.setOffline(false);
  });
});
