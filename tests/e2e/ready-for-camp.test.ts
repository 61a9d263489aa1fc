import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, eventually, openSignedIn, waitForServiceWorker, type Session } from '../support/e2e-session.js';
import { startRelay, type Relay } from '../support/relay.js';
import { requestGate } from '../support/request-gate.js';

const PHOTOS = 100;
const AVATAR = '/uploads/avatars/robin-lake.jpg';
const thumbOf = (i: number) => `/uploads/photos/ready-${i}-thumb.jpg`;

const gate = requestGate('/uploads/photos/');
let server: E2eServer;
let relay: Relay;
let browser: Browser;
let session: Session;

/** A camp of 100 photo posts (small photos) by a camper with an avatar, all made before the phone signs in. */
async function campOfPhotos(): Promise<void> {
  const photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 30, g: 110, b: 70 } } })
    .jpeg()
    .toBuffer();
  for (const folder of ['photos', 'avatars']) mkdirSync(path.join(server.config.uploadsDir, folder), { recursive: true });
  writeFileSync(path.join(server.config.uploadsDir, AVATAR.slice('/uploads/'.length)), photo);
  for (let i = 0; i < PHOTOS; i += 1) {
    writeFileSync(path.join(server.config.uploadsDir, `photos/ready-${i}.jpg`), photo);
    writeFileSync(path.join(server.config.uploadsDir, thumbOf(i).slice('/uploads/'.length)), photo);
  }
  const [robin] = await server.database.db
    .insert(users)
    .values({
      email: 'robin.lake@camp.test',
      passwordHash: await hashPassword('lakeside-2025'),
      role: 'camper',
      status: 'approved',
      firstName: 'Robin',
      lastName: 'Lake',
      avatarUrl: AVATAR,
    })
    .returning();
  const start = Date.now() - PHOTOS * 60_000;
  await server.database.db.insert(posts).values(
    Array.from({ length: PHOTOS }, (_, i) => ({
      userId: robin!.id,
      caption: `Camp photo ${i}`,
      imageUrl: `/uploads/photos/ready-${i}.jpg`,
      thumbUrl: thumbOf(i),
      createdAt: new Date(start + i * 60_000),
    })),
  );
}

beforeAll(async () => {
  server = await startE2eServer({}, (app) => gate.install(app));
  relay = await startRelay(server.url);
  await campOfPhotos();
  session = await apiLogin(server.url);
  browser = await launchBrowser();
});
afterAll(async () => {
  gate.release();
  await browser?.close();
  await relay?.close();
  await server?.close();
});

/** The "Photos saved" row of the screen: [on the phone, known to the phone]. */
async function photosSaved(page: Page): Promise<[number, number]> {
  const text = (await page.getByTestId('contents-photos').locator('dd').textContent()) ?? '';
  const [, cached, total] = /^(\d+) of (\d+)$/.exec(text) ?? [];
  return [Number(cached ?? -1), Number(total ?? -1)];
}

/** The photo paths in the phone's uploads cache. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('camp-uploads')).keys()).map((r) => new URL(r.url).pathname));

describe('Ready for camp: Get everything now', () => {
  it('brings all 100 photos onto the phone (stopped once, then picked up where it stopped), and every one shows with the signal cut', async () => {
    const { page, context } = browser;
    // The top bar's sync status opens the screen.
    await openSignedIn(page, relay.url, session, '/home');
    await waitForServiceWorker(page);
    await page.getByRole('link', { name: 'Up to date: the whole camp is on this phone.' }).click({ timeout: 30_000 });
    await page.waitForURL('**/ready');
    await page.getByRole('heading', { name: 'Ready for camp' }).waitFor();

    // After sign-in the phone holds the newest page of the feed, its photos warmed.
    await eventually(
      async () => {
        const [cached, total] = await photosSaved(page);
        return total > 0 && total < PHOTOS && cached === total;
      },
      'the newest photos to be warmed',
      30_000,
    );

    // 1. A run held back after 10 more photos is stopped: what it saved stays.
    gate.allow(10);
    await page.getByRole('button', { name: 'Get everything now' }).click();
    await eventually(async () => gate.held() >= 4, 'the run to wait on four photos at once', 30_000);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('status').filter({ hasText: 'Stopped.' }).waitFor();
    gate.refuse();
    await eventually(async () => (await photosSaved(page))[1] === PHOTOS, 'every post of the camp on the phone');
    expect(await page.getByTestId('contents-posts').locator('dd').textContent()).toBe(String(PHOTOS));
    const kept = new Set((await cachedPaths(page)).filter((p) => p.startsWith('/uploads/photos/')));
    expect(kept.size).toBeGreaterThan(PHOTOS / 2);
    expect(kept.size).toBeLessThan(PHOTOS);
    await eventually(async () => (await photosSaved(page))[0] === kept.size, 'the screen to count the saved photos');

    // 2. Run again: only the photos not yet on the phone are fetched, each once, and it finishes.
    gate.release();
    const before = gate.log.length;
    await page.getByRole('button', { name: 'Get everything now' }).click();
    await page.getByRole('status').filter({ hasText: 'All done.' }).waitFor({ timeout: 60_000 });
    const fetched = gate.log.slice(before);
    const missing = Array.from({ length: PHOTOS }, (_, i) => thumbOf(i)).filter((p) => !kept.has(p));
    expect([...fetched].sort()).toEqual(missing.sort());
    // The screen counts the saved photos again once the run has ended: it follows "All done." a moment later.
    await eventually(async () => (await photosSaved(page))[0] === PHOTOS, 'the screen to count every photo saved');
    expect(await photosSaved(page)).toEqual([PHOTOS, PHOTOS]);
    expect(await page.getByTestId('get-everything-count').textContent()).toBe(`${PHOTOS + 1} of ${PHOTOS + 1} saved`);
    expect(await page.getByRole('progressbar', { name: 'Saving photos' }).getAttribute('aria-valuenow')).toBe('100');

    // 3. The signal goes: the screen still opens, and each of the 100 photos shows.
    const served = gate.log.length;
    relay.cut();
    await context.setOffline(true);
    await page.goto(`${relay.url}/ready`);
    await eventually(async () => (await photosSaved(page))[0] === PHOTOS, 'the screen to open offline with every photo saved');
    expect(await page.evaluate(async (avatar) => Boolean(await (await caches.open('camp-uploads')).match(avatar)), AVATAR)).toBe(true);
    await page.goto(`${relay.url}/photos`);
    const images = page.getByTestId('photo').getByRole('img');
    await eventually(async () => (await images.count()) === PHOTOS, 'the 100 photo cards');
    for (let i = 0; i < PHOTOS; i += 1) {
      const image = images.nth(i);
      await image.scrollIntoViewIfNeeded();
      await eventually(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), `photo ${i} to show offline`);
    }
    expect(await page.getByText('Photo unavailable').count()).toBe(0);
    expect(gate.log.length).toBe(served);
    await context.setOffline(false);
    relay.restore();
  });
});
