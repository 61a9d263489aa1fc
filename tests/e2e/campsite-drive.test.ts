import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { onToHome } from '../support/first-start.js';
import { apiLogin, type Session } from '../support/e2e-session.js';
import { startRelay, type Relay } from '../support/relay.js';

let server: E2eServer;
let relay: Relay;
let browser: Browser;
let friend: Session;

beforeAll(async () => {
  server = await startE2eServer();
  relay = await startRelay(server.url);
  const passwordHash = await hashPassword('lakeside-2025');
  await server.database.db.insert(users).values([
    { email: 'maya.rivers@camp.test', passwordHash, role: 'camper', status: 'approved', firstName: 'Maya', lastName: 'Rivers' },
    { email: 'jonas.pike@camp.test', passwordHash, role: 'camper', status: 'approved', firstName: 'Jonas', lastName: 'Pike' },
  ]);
  friend = await apiLogin(server.url, 'jonas.pike@camp.test', 'lakeside-2025');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await relay?.close();
  await server?.close();
});

const asFriend = (method: string, path: string, body?: object) =>
  fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${friend.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

/** Posts a photo as the friend; answers the address of its thumbnail (what Camp Photos shows). */
async function postPhoto(caption: string): Promise<string> {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 110, b: 70 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('caption', caption);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'lake.jpg');
  const res = await fetch(`${server.url}/api/posts`, { method: 'POST', headers: { authorization: `Bearer ${friend.token}` }, body: form });
  expect(res.status).toBe(201);
  return new URL(((await res.json()) as { thumb: string }).thumb, server.url).pathname;
}

const upToDate = (page: Page) => page.getByRole('status', { name: 'Up to date: the whole camp is on this phone.' });

describe('the campsite drive: everything on the phone before the signal goes', () => {
  it('signs in on the feed, then shows every screen offline with no request reaching the server', async () => {
    const { page, context } = browser;
    const app = relay.url;
    // 1. A new camper signs in and stays on the home feed.
    await page.goto(`${app}/login`);
    await page.getByLabel('Email').fill('maya.rivers@camp.test');
    await page.getByLabel('Password', { exact: true }).fill('lakeside-2025');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await onToHome(page);
    await upToDate(page).waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });

    // Meanwhile a friend starts a conversation with them and posts a photo; the camper never leaves the feed.
    const maya = ((await (await asFriend('GET', '/users/all')).json()) as { users: { id: string; first_name: string }[] }).users.find(
      (u) => u.first_name === 'Maya',
    );
    if (!maya) throw new Error('Maya is not in the directory');
    const chat = (await (await asFriend('POST', '/conversations', { type: 'direct', member_ids: [maya.id] })).json()) as { id: string };
    expect((await asFriend('POST', `/conversations/${chat.id}/messages`, { content: 'Canoes are at the north dock' })).status).toBe(201);
    const thumb = await postPhoto('Sunset over the lake');
    // The phone hears of it live and pulls it in, photo included.
    await page.locator('[data-testid="post"]', { hasText: 'Sunset over the lake' }).waitFor({ timeout: 30_000 });
    await upToDate(page).waitFor({ timeout: 30_000 });
    // Its thumbnail is kept for offline (Camp Photos shows it).
    await page.waitForFunction(
      async (path) => {
        const cache = await caches.open('camp-uploads');
        return (await cache.keys()).some((key) => new URL(key.url).pathname === path);
      },
      thumb,
      { timeout: 30_000 },
    );

    // 2. The signal goes: nothing reaches the server from here on.
    relay.cut();
    await context.setOffline(true);

    await page.goto(`${app}/events`);
    await page.getByRole('article', { name: 'Sunrise Yoga' }).waitFor();
    expect(await page.locator('article[data-event-id]').count()).toBe(19);

    await page.goto(`${app}/packing`);
    await page.getByRole('checkbox', { name: /^Swimsuit/ }).waitFor();
    // The 43 items of the camp's list, besides the 'Essentials only' filter.
    expect(await page.getByRole('checkbox').count()).toBe(43 + 1);
    await page.getByRole('checkbox', { name: 'Essentials only' }).waitFor();

    await page.goto(`${app}/chat`);
    await page.getByRole('button', { name: /Jonas Pike/ }).click();
    await page.getByTestId('message-text').filter({ hasText: 'Canoes are at the north dock' }).waitFor();

    await page.goto(`${app}/photos`);
    const photo = page.getByTestId('photo').getByRole('img', { name: 'Sunset over the lake' });
    await photo.waitFor();
    await page.waitForFunction((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0, await photo.elementHandle(), {
      timeout: 15_000,
    });
    expect(await page.getByText('Photo unavailable').count()).toBe(0);

    await page.goto(`${app}/notifications`);
    await page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
    await page.getByText('Your packing list is ready').first().waitFor();

    await page.goto(`${app}/rules`);
    await page.getByText('Quiet Hours').first().waitFor();
    expect(await page.getByRole('list', { name: 'Rules' }).getByRole('listitem').count()).toBe(8);

    await page.goto(`${app}/map`);
    const map = page.getByRole('img', { name: /^Map of / });
    await map.waitFor();
    await page.waitForFunction((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0, await map.elementHandle(), {
      timeout: 15_000,
    });

    await page.goto(`${app}/safety`);
    await page.getByRole('heading', { name: 'Safety Center' }).waitFor();

    // The app knows it has no signal, and says how current its copy is.
    await page.getByRole('status', { name: /^You are offline\. .*Last updated/ }).waitFor({ timeout: 30_000 });
  });
});
