import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../contracts/feed';
import { SIGNATURE_WINDOW_MS } from '../../server/storage/signed-addresses.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, eventually, openSignedIn, waitForServiceWorker, type Session } from '../support/e2e-session.js';

/**
 * A photo's address is signed anew each week and reaches the phone through the pull; the service
 * worker keeps the photo by its path, so after the renewal it still shows offline, from one copy.
 */
let server: E2eServer;
let browser: Browser;
let session: Session;
let now = Date.now();
beforeAll(async () => {
  server = await startE2eServer({}, undefined, { now: () => now });
  browser = await launchBrowser();
  session = await apiLogin(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const pathOf = (url: string) => url.split('?')[0] ?? '';

describe('a photo whose address was renewed', () => {
  it('still shows offline, kept once in the uploads cache', async () => {
    const { page, context } = browser;
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('caption', 'Canoe race at noon');
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'canoes.jpg');
    const posted = await fetch(`${server.url}/api/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
      body: form,
    });
    expect(posted.status).toBe(201);
    const thumb = ((await posted.json()) as Post).thumb ?? '';

    await openSignedIn(page, server.url, session, '/home');
    await waitForServiceWorker(page);
    const card = page.locator('[data-testid="post"]', { hasText: 'Canoe race at noon' });
    const shown = (src: string) => card.locator(`img[src="${src}"]`);
    await shown(thumb).waitFor();
    const loaded = (src: string) =>
      eventually(
        async () => shown(src).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        'the photo to show',
        30_000,
      );
    await loaded(thumb);
    const copies = () =>
      page.evaluate(
        async (p) =>
          (await (await caches.open('camp-uploads')).keys()).filter((r) => new URL(r.url).pathname.startsWith(p)).map((r) => r.url),
        pathOf(thumb),
      );
    await page.waitForFunction(
      async (p) => (await (await caches.open('camp-uploads')).keys()).some((r) => new URL(r.url).pathname === p),
      pathOf(thumb),
      { timeout: 30_000 },
    );

    // A week on, the server signs the address anew and the next pull brings the post again.
    now += SIGNATURE_WINDOW_MS;
    const renewed = server.photoAddresses.sign(thumb);
    expect(renewed).not.toBe(thumb);
    await page.reload();
    await shown(renewed).waitFor({ timeout: 30_000 });
    await loaded(renewed);
    expect(await copies()).toEqual([`${server.url}${pathOf(thumb)}`]);

    // No signal: the renewed address shows the photo kept under its path.
    await context.setOffline(true);
    await page.reload();
    await shown(renewed).waitFor({ timeout: 30_000 });
    await loaded(renewed);
    expect(await card.getByText('Photo unavailable').count()).toBe(0);
    expect(await copies()).toHaveLength(1);
    await context.setOffline(false);
  });
});
