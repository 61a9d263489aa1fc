import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../contracts/feed';
import { users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { type Browser, closeE2e, type E2eServer, openE2e } from '../support/e2e.js';
import { apiLogin, eventually, openSignedIn, recordWrites, waitForServiceWorker, type Session } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let session: Session;
beforeAll(async () => {
  ({ server, browser } = await openE2e());
  session = await apiLogin(server.url);
});
afterAll(() => closeE2e(server, browser));

const auth = () => ({ authorization: `Bearer ${session.token}` });
const serverFeed = async () => (await (await fetch(`${server.url}/api/posts`, { headers: auth() })).json()) as Post[];

describe('the home feed and photos', () => {
  it('likes, comments and posts a photo offline, shows all three at once, and sends each exactly once', async () => {
    const { page, context } = browser;
    const created = await fetch(`${server.url}/api/posts`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ caption: 'Campfire tonight at 8' }),
    });
    expect(created.status).toBe(201);

    await openSignedIn(page, server.url, session, '/home');
    const campfire = page.locator('[data-testid="post"]', { hasText: 'Campfire tonight at 8' });
    await campfire.waitFor();
    await waitForServiceWorker(page);
    await campfire.waitFor();

    const writes = recordWrites(context);
    await context.setOffline(true);
    // 1. Like and comment.
    await campfire.getByRole('button', { name: 'Like' }).click();
    await campfire.getByLabel('Add a comment').fill('See you there');
    await campfire.getByLabel('Add a comment').press('Enter');
    // 2. A photo post from the Create Post modal (the floating button on a phone).
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .jpeg()
      .toBuffer();
    await page.getByRole('button', { name: 'Create Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Post' });
    await dialog.getByLabel('Add a photo').setInputFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByLabel('Caption').fill('Offline lake photo');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();

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
    await eventually(
      async () => {
        const feed = await serverFeed();
        return feed.length === 2 && feed.some((p) => p.comments.length > 0 && p.likes > 0);
      },
      'the three changes to reach the server',
      30_000,
    );
    // The phone has nothing left to send: the server's state is final.
    await eventually(async () => (await page.getByText('Waiting to send').count()) === 0, 'the waiting marks to clear');
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
    // One multipart request for the photo post, one batch for the like and the comment.
    const outboxWrites = writes.filter((w) => !w.path.startsWith('/api/auth/')).map((w) => `${w.method} ${w.path}`);
    expect(outboxWrites.sort()).toEqual(['POST /api/posts', 'POST /api/sync']);
    // The card loads the server's smaller copy; the viewer loads the full-size photo.
    const served = lake.locator(`img[src="${lakePost[0]?.thumb ?? ''}"]`);
    await served.waitFor();
    await eventually(() => served.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the photo to load');
    await served.click();
    const full = page.getByRole('dialog', { name: 'Photo' }).locator(`img[src="${lakePost[0]?.image ?? ''}"]`);
    await eventually(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the full-size photo to load');
    await page.getByRole('dialog', { name: 'Photo' }).getByRole('button', { name: 'Close' }).click();

    // 5. Offline again, the photo still shows (the service worker keeps uploaded photos).
    await context.setOffline(true);
    await page.reload();
    await served.waitFor();
    await eventually(
      () => served.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      'the cached photo to load offline',
    );
    await context.setOffline(false);
  });

  it('opens the share dialog on /photos with the photo picked by the top-bar camera button, and refuses a non-image', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/home`);
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .toBuffer();
    await page.getByTestId('camera-input').setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.waitForURL('**/photos');
    const dialog = page.getByRole('dialog', { name: 'Share a Photo' });
    await dialog.getByRole('img', { name: 'Photo to share' }).waitFor();
    await dialog.getByLabel('Caption').fill('Sunset from the dock');
    await dialog.getByText('20/300').waitFor();
    await dialog.getByRole('button', { name: 'Remove photo' }).click();
    await dialog
      .getByLabel('Choose a photo from the gallery')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await dialog.getByText('Please select an image file').waitFor();
    await dialog.getByLabel('Choose a photo from the gallery').setInputFiles({ name: 'dock.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByRole('button', { name: 'Share Photo' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(
      async () => (await serverFeed()).some((p) => p.caption === 'Sunset from the dock' && p.image !== null),
      'the shared photo to reach the server',
    );
    await page.locator('[data-testid="photo"]', { hasText: 'Admin' }).first().waitFor();
    expect(Number(await page.getByTestId('photo-count').textContent())).toBe(2);
  });

  it("lets an admin pin and then delete a camper's post from the feed", async () => {
    const { page } = browser;
    await server.database.db.insert(users).values({
      email: 'robin@camp.test',
      passwordHash: await hashPassword('campfire-123'),
      role: 'camper',
      status: 'approved',
      firstName: 'Robin',
      lastName: 'Hood',
    });
    const camper = await apiLogin(server.url, 'robin@camp.test', 'campfire-123');
    await fetch(`${server.url}/api/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${camper.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ caption: 'Lost a blue water bottle' }),
    });
    await page.goto(`${server.url}/home`);
    const card = page.locator('[data-testid="post"]', { hasText: 'Lost a blue water bottle' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Post options' }).click();
    await card.getByRole('menuitem', { name: 'Pin post' }).click();
    await card.getByLabel('Pinned').waitFor();
    expect((await serverFeed())[0]).toMatchObject({ caption: 'Lost a blue water bottle', isPinned: true });

    page.once('dialog', (d) => void d.accept());
    await card.getByRole('button', { name: 'Post options' }).click();
    await card.getByRole('menuitem', { name: 'Delete post' }).click();
    await card.waitFor({ state: 'detached' });
    await eventually(
      async () => !(await serverFeed()).some((p) => p.caption === 'Lost a blue water bottle'),
      'the post to be deleted on the server',
    );
  });
});
