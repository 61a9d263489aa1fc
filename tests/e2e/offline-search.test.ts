import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../contracts/chat';
import { users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, openSignedIn, waitForServiceWorker, type Session } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let admin: Session;
let camper: Session;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  admin = await apiLogin(server.url);
  await server.database.db.insert(users).values([
    {
      email: 'robin@camp.test',
      passwordHash: await hashPassword('password-123'),
      role: 'camper',
      status: 'approved',
      firstName: 'Robin',
      lastName: 'Hood',
    },
    {
      email: 'zoe@camp.test',
      passwordHash: await hashPassword('password-123'),
      role: 'camper',
      status: 'approved',
      firstName: 'Zoë',
      lastName: 'Peña',
    },
  ]);
  camper = await apiLogin(server.url, 'robin@camp.test', 'password-123');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const api = async <T>(who: Session, method: string, path: string, body?: object): Promise<T> => {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

describe('search on the phone', () => {
  it('finds an event by a word of its description, a person by an accented name typed without accents, and a message, offline', async () => {
    const { page, context } = browser;
    await api(admin, 'POST', '/admin/events', {
      title: 'Night Hike',
      description: 'Bring a headlamp and warm socks',
      event_time: '2026-09-06T03:30:00Z',
      location: 'Trailhead',
      capacity: 0,
      event_type: 'activity',
    });
    const chat = await api<Conversation>(camper, 'POST', '/conversations', {
      type: 'group',
      name: 'Canoe crew',
      member_ids: [admin.user.id],
    });
    await api(admin, 'POST', `/conversations/${chat.id}/messages`, { content: 'Paddles are in the boathouse' });

    await openSignedIn(page, server.url, camper, '/chat');
    await page.getByText('Canoe crew').first().waitFor();
    await waitForServiceWorker(page);
    await page.goto(`${server.url}/events`);
    await page.getByRole('article', { name: 'Night Hike' }).waitFor();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Camp menu' }).click();
    await page.getByRole('link', { name: 'Search' }).click();
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('HEADLAMP');
    const events = page.getByRole('region', { name: 'Events' });
    await events.getByRole('link', { name: /Night Hike/ }).waitFor();
    expect(await events.getByRole('link').first().getAttribute('href')).toMatch(/^\/events#event-/);

    await box.fill('zoe pena');
    await page
      .getByRole('region', { name: 'People' })
      .getByRole('link', { name: /Zoë Peña/ })
      .waitFor();

    await box.fill('boathouse');
    const messages = page.getByRole('region', { name: 'Messages' });
    await messages.getByRole('link', { name: /Paddles are in the boathouse/ }).waitFor();
    expect(await messages.getByRole('link').first().getAttribute('href')).toBe(`/chat#conversation-${chat.id}`);

    // Still offline, a reload serves the app from the service worker and the query survives in the address.
    await page.reload();
    await page
      .getByRole('region', { name: 'Messages' })
      .getByRole('link', { name: /boathouse/ })
      .waitFor();

    // An event result lands on that exact event: its card is scrolled into view and holds the focus.
    await page.getByRole('searchbox', { name: 'Search' }).fill('headlamp');
    await page
      .getByRole('region', { name: 'Events' })
      .getByRole('link', { name: /Night Hike/ })
      .click();
    await page.waitForURL(/\/events#event-/);
    const card = page.getByRole('article', { name: 'Night Hike' });
    await card.waitFor();
    await page.waitForFunction(() => document.activeElement?.id.startsWith('event-') ?? false, undefined, { timeout: 10_000 });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Night Hike');
    await expect
      .poll(
        () =>
          card.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return box.top >= 0 && box.top < window.innerHeight;
          }),
        { timeout: 10_000 },
      )
      .toBe(true);
    await context.setOffline(false);
  });
});
