import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../contracts/posts';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, eventually, openSignedIn, waitForServiceWorker, type Session } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let session: Session;
beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  session = await apiLogin(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const auth = () => ({ authorization: `Bearer ${session.token}` });
const serverFeed = async () => (await (await fetch(`${server.url}/api/posts`, { headers: auth() })).json()) as Post[];

describe('the feed without signal', () => {
  it('likes, comments and posts a photo offline, shows all three at once, and sends each exactly once', async () => {
    const { page, context } = browser;
    const created = await fetch(`${server.url}/api/posts`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ caption: 'Campfire tonight at 8' }) });
    expect(created.status).toBe(201);

    await openSignedIn(page, server.url, session, '/home');
    const campfire = page.locator('[data-testid="post"]', { hasText: 'Campfire tonight at 8' });
    await campfire.waitFor();
    await waitForServiceWorker(page);
    await campfire.waitFor();

    await context.setOffline(true);
    // 1. Like and comment.
    await campfire.getByRole('button', { name: 'Like' }).click();
    await campfire.getByLabel('Add a comment').fill('See you there');
    await campfire.getByLabel('Add a comment').press('Enter');
    // 2. A photo post from the Create Post modal (the floating button on a phone).
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByLabel('Add a photo').setInputFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel('Caption').fill('Offline lake photo');
    await page.getByRole('button', { name: 'Post', exact: true }).click();

    // 3. All three show at once, each marked as waiting.
    const lake = page.locator('[data-testid="post"]', { hasText: 'Offline lake photo' });
    await lake.waitFor();
    await lake.getByText('Waiting to send').waitFor();
    expect(await lake.locator('img[src^="blob:"]').count()).toBe(1);
    expect(await campfire.getByTestId('like-count').textContent()).toBe('1');
    expect(await campfire.getByRole('button', { name: 'Unlike' }).getAttribute('aria-pressed')).toBe('true');
    await campfire.getByText('See you there').waitFor();
    expect(await campfire.getByText('Waiting to send').count()).toBe(2);
    expect((await serverFeed()).map((p) => p.caption)).toEqual(['Campfire tonight at 8']);

    // 4. Back online: the server has each exactly once, and the photo is served.
    await context.setOffline(false);
    await eventually(async () => {
      const feed = await serverFeed();
      return feed.length === 2 && feed.some((p) => p.comments.length > 0 && p.likes > 0);
    }, 'the three changes to reach the server', 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    const feed = await serverFeed();
    const lakePost = feed.filter((p) => p.caption === 'Offline lake photo');
    const campfirePost = feed.find((p) => p.caption === 'Campfire tonight at 8');
    expect(lakePost).toHaveLength(1);
    expect(campfirePost?.likes).toBe(1);
    expect(campfirePost?.comments.map((c) => c.text)).toEqual(['See you there']);
    const image = await fetch(`${server.url}${lakePost[0]?.image ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toContain('immutable');
    await eventually(async () => (await page.getByText('Waiting to send').count()) === 0, 'the waiting marks to clear');
    await lake.locator(`img[src="${lakePost[0]?.image ?? ''}"]`).waitFor();
  });
});
