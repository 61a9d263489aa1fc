import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { appRoutePaths } from '../support/app-routes.js';
import { seriousViolations, type Violation } from '../support/axe.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, type Session } from '../support/e2e-session.js';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
type Role = 'guest' | 'camper' | 'admin';

let server: E2eServer;
const sessions: Partial<Record<Role, Session>> = {};

/** Something on every screen: a post with comments, a poll, an RSVP, a conversation with messages. */
async function seedCamp(admin: Session, camper: Session): Promise<void> {
  const as = (s: Session) => ({ authorization: `Bearer ${s.token}`, 'content-type': 'application/json' });
  const send = (s: Session, method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/api${path}`, { method, headers: as(s), body: body === undefined ? undefined : JSON.stringify(body) }).then(
      (r) => r.json() as Promise<{ id: string }>,
    );
  const post = await send(admin, 'POST', '/posts', { caption: 'Welcome to the 3rd annual camp weekend! Canoes are at the dock.' });
  for (const text of ['See you at the lake', 'Bring sunscreen', 'Who has the marshmallows?'])
    await send(camper, 'POST', `/posts/${post.id}/comments`, { text });
  await send(admin, 'POST', '/admin/polls', { question: 'Swim or hike on Saturday?', options: ['Swim', 'Hike'] });
  await send(admin, 'POST', '/admin/signups', {
    title: 'Potluck dishes',
    slots: [
      { label: 'Salad', capacity: 2 },
      { label: 'Dessert', capacity: 1 },
    ],
  });
  // An upcoming event (the seeded camp has ended), so one card holds an RSVP.
  const hike = await send(admin, 'POST', '/admin/events', {
    title: 'Ridge Hike',
    event_time: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    capacity: 12,
    event_type: 'activity',
  });
  await send(camper, 'POST', `/events/${hike.id}/register`);
  const chat = await send(admin, 'POST', '/conversations', { name: '', type: 'direct', member_ids: [camper.user.id], description: '' });
  await send(admin, 'POST', `/conversations/${chat.id}/messages`, { content: 'Your cabin is number 4', type: 'text' });
}

beforeAll(async () => {
  server = await startE2eServer();
  await server.database.db.insert(users).values({
    email: 'jo@camp.test',
    passwordHash: await hashPassword('campfire-123'),
    role: 'camper',
    status: 'approved',
    firstName: 'Jo',
    lastName: 'Rivers',
  });
  sessions.admin = await apiLogin(server.url);
  sessions.camper = await apiLogin(server.url, 'jo@camp.test', 'campfire-123');
  await seedCamp(sessions.admin, sessions.camper);
});
afterAll(async () => {
  await server?.close();
});

/** Waits until the screen at `path` has rendered its content (no lazy-screen fallback, network quiet). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (document.getElementById('root')?.childElementCount ?? 0) > 0 && !document.body.innerText.includes('Loading…'),
  );
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.body.innerText.includes('Loading…'));
}

/** Goes to `path` inside the app, as a link would (the router follows history), without reloading. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

/** Every route of the route table, in the current theme and size: the serious and critical violations per screen. */
async function auditRoutes(page: Page): Promise<Record<string, Violation[]>> {
  const found: Record<string, Violation[]> = {};
  const seen = new Set<string>();
  for (const path of appRoutePaths()) {
    await navigate(page, path);
    // A route that sends this visitor elsewhere (guards, redirects) is audited once, where it lands.
    const shown = new URL(page.url()).pathname;
    if (seen.has(shown)) continue;
    seen.add(shown);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[shown] = violations;
  }
  expect(seen.size).toBeGreaterThan(4);
  return found;
}

describe.each(['guest', 'camper', 'admin'] as const)(
  'every screen passes axe-core with no serious or critical violation, as %s',
  (role) => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
      const session = sessions[role];
      if (session)
        await browser.context.addInitScript((s) => localStorage.setItem('auth-storage', JSON.stringify(s)), {
          state: { user: session.user, token: session.token, isAuthenticated: true },
          version: 0,
        });
    });
    afterAll(async () => {
      await browser?.close();
    });

    for (const theme of ['dark', 'light'] as const) {
      for (const [width, viewport] of Object.entries(VIEWPORTS)) {
        it(`${theme} theme, ${width} width`, { timeout: 600_000 }, async () => {
          const { page } = browser;
          await page.setViewportSize(viewport);
          await page.goto(`${server.url}/landing`);
          await page.evaluate(
            (dark) => localStorage.setItem('theme-storage', JSON.stringify({ state: { isDarkMode: dark, language: 'en' }, version: 0 })),
            theme === 'dark',
          );
          await page.reload();
          await settle(page);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
          expect(await auditRoutes(page)).toEqual({});
        });
      }
    }
  },
);

describe('keyboard use of dialogs', () => {
  it('keeps Tab inside Create Post, closes it on Escape and gives focus back to the button that opened it', async () => {
    const browser = await launchBrowser();
    try {
      const { page, context } = browser;
      const session = sessions.camper;
      if (!session) throw new Error('no camper session');
      await context.addInitScript((s) => localStorage.setItem('auth-storage', JSON.stringify(s)), {
        state: { user: session.user, token: session.token, isAuthenticated: true },
        version: 0,
      });
      await page.goto(`${server.url}/`);
      const opener = page.getByRole('button', { name: 'Create Post' }).first();
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Create Post' });
      await dialog.waitFor();
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
