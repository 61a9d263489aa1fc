/** A desktop uses its width: the feed beside the next events and chats, and admin tables whose actions fit one line. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, openSignedIn, type Session } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let admin: Session;
beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
  admin = await apiLogin(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function send(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
}

describe('at 1280 × 800', () => {
  it('shows the feed beside the next events and the chats, and nothing overflows', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await send('/admin/events', {
      title: 'Sunset Paddle',
      description: '',
      event_time: start,
      location: 'Dock',
      capacity: 0,
      event_type: 'activity',
    });
    const { page } = browser;
    await openSignedIn(page, server.url, admin, '/');
    const aside = page.getByRole('complementary', { name: 'Coming up and chats' });
    await aside.getByRole('link', { name: /Sunset Paddle/ }).waitFor({ timeout: 30_000 });
    await aside.getByRole('heading', { name: 'Chats' }).waitFor();
    const feed = await page.locator('main h1').first().boundingBox();
    const side = await aside.boundingBox();
    // Side by side: the aside starts right of the feed's column, on the same band of the screen.
    expect(feed && side && side.x >= feed.x + feed.width && side.y < feed.y + 200).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("keeps each user's actions on one line in User Management", async () => {
    const { page } = browser;
    await page.goto(`${server.url}/admin/users`);
    const row = page.getByTestId('user-row').first();
    await row.waitFor({ timeout: 30_000 });
    const tops = await row
      .locator('td')
      .last()
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(1);
    expect(new Set(tops).size).toBe(1);
  });
});
