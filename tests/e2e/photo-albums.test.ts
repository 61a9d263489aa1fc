import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import type { Post } from '../../contracts/feed';
import { type Browser, closeE2e, type E2eServer, openE2e } from '../support/e2e.js';
import { apiLogin, eventually, openSignedIn, waitForServiceWorker, type Session } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let session: Session;
const downloads = mkdtempSync(path.join(tmpdir(), 'cw-albums-'));
beforeAll(async () => {
  ({ server, browser } = await openE2e());
  session = await apiLogin(server.url);
});
afterAll(async () => {
  await closeE2e(server, browser);
  rmSync(downloads, { recursive: true, force: true });
});

const auth = () => ({ authorization: `Bearer ${session.token}`, 'content-type': 'application/json' });

async function createEvent(title: string, startMinutesFromNow: number): Promise<CampEvent> {
  const start = Date.now() + startMinutesFromNow * 60_000;
  const res = await fetch(`${server.url}/api/admin/events`, {
    method: 'POST',
    headers: auth(),
    body: JSON.stringify({
      title,
      description: '',
      event_time: new Date(start).toISOString(),
      end_time: new Date(start + 60 * 60_000).toISOString(),
      location: 'Lake',
      capacity: 0,
      event_type: 'activity',
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as CampEvent;
}

describe('photo albums', () => {
  it("files a photo shared offline under the event happening now, lists that event's album By event, and downloads it online", async () => {
    const { page } = browser;
    const swim = await createEvent('Lake Swim', -10);
    await createEvent('Star Gazing', 300);

    await openSignedIn(page, server.url, session, '/photos');
    await waitForServiceWorker(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Camp Photos' }).waitFor();
    await browser.context.setOffline(true);

    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 110, b: 170 } } })
      .jpeg()
      .toBuffer();
    await page.getByRole('button', { name: 'Upload & Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share a Photo' });
    await dialog.getByLabel('Choose a photo from the gallery').setInputFiles({ name: 'swim.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByLabel('Caption').fill('Cannonball!');
    // "Which moment?" starts at the event happening now.
    const moment = dialog.getByLabel('Which moment?');
    await eventually(async () => (await moment.inputValue()) === swim.id, 'the event happening now to be chosen');
    await dialog.getByRole('button', { name: 'Share Photo' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Offline, from the phone: By event lists the event's album with its count, and it opens to its photo.
    await page.getByRole('button', { name: 'By event' }).click();
    const album = page.getByTestId('album').filter({ hasText: 'Lake Swim' });
    await album.waitFor();
    expect(await album.getByTestId('album-count').textContent()).toBe('1 photo');
    expect(await page.getByTestId('album').filter({ hasText: 'Star Gazing' }).count()).toBe(0);
    await album.getByRole('link').click();
    await page.getByRole('heading', { name: 'Lake Swim' }).waitFor();
    await page.locator('[data-testid="photo"]').first().waitFor();
    expect(new URL(page.url()).search).toBe(`?event=${swim.id}`);
    // Download needs signal, and says so.
    const download = page.getByRole('button', { name: 'Download this album' });
    expect(await download.isDisabled()).toBe(true);
    await page.getByText('Downloading photos needs signal.').waitFor();

    // Back online: the photo reaches the server with its event, and the album downloads as a zip.
    await browser.context.setOffline(false);
    await eventually(async () => {
      const feed = (await (await fetch(`${server.url}/api/posts`, { headers: auth() })).json()) as Post[];
      return feed.some((p) => p.caption === 'Cannonball!' && p.event_id === swim.id && p.image !== null);
    }, 'the photo to reach the server with its event');
    await eventually(async () => !(await download.isDisabled()), 'Download to be offered online');
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe('camp-weekend-lake-swim.zip');
    const file = path.join(downloads, saved.suggestedFilename());
    await saved.saveAs(file);
    const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^\d{4}-\d{2}-\d{2}_\d{4}_[A-Za-z0-9-]+_1\.jpg$/);
    expect(names[1]).toBe('captions.txt');
    expect(execFileSync('unzip', ['-p', file, 'captions.txt'], { encoding: 'utf8' })).toContain('Caption: Cannonball!');

    // The event's card links to its album.
    await page.goto(`${server.url}/events`);
    const card = page.locator(`[data-event-id="${swim.id}"]`);
    await card.getByRole('link', { name: 'Photos' }).click();
    await page.getByRole('heading', { name: 'Lake Swim' }).waitFor();
    await page.getByText('1 photo').first().waitFor();
  });

  it("shows the whole camp download's progress from its Content-Length", async () => {
    const { page } = browser;
    // A noisy photo is a large one: at 300 KB/s its download takes a few seconds.
    const noisy = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const form = new FormData();
    form.append('caption', 'Whole lake');
    form.append('image', new Blob([new Uint8Array(noisy)], { type: 'image/jpeg' }), 'lake.jpg');
    const shared = await fetch(`${server.url}/api/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
      body: form,
    });
    expect(shared.status).toBe(201);

    await page.goto(`${server.url}/photos`);
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 300_000, uploadThroughput: -1 });
    try {
      const [saved] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        (async () => {
          await page.getByRole('button', { name: 'Download all camp photos' }).click();
          await page
            .getByRole('status')
            .getByText(/^\d+% · [\d.]+ of [\d.]+ MB$/)
            .waitFor();
        })(),
      ]);
      expect(saved.suggestedFilename()).toBe('camp-weekend-photos.zip');
    } finally {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await cdp.detach();
    }
  });
});
