import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { appRoutePaths } from '../support/app-routes.js';
import { seriousViolations, type Violation } from '../support/axe.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import type { Session } from '../support/e2e-session.js';
import { campWithActivity, navigate, startInTheme } from '../support/app-visits.js';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
type Role = 'guest' | 'camper' | 'admin';

let server: E2eServer;
const sessions: Partial<Record<Role, Session>> = {};

beforeAll(async () => {
  server = await startE2eServer();
  Object.assign(sessions, await campWithActivity(server, { email: 'jo@camp.test', firstName: 'Jo' }));
});
afterAll(async () => {
  await server?.close();
});

/** Every route of the route table, in the current theme and size: the serious and critical violations per screen. */
async function auditRoutes(page: Page, expect: ExpectStatic): Promise<Record<string, Violation[]>> {
  const found: Record<string, Violation[]> = {};
  const seen = new Set<string>();
  for (const path of appRoutePaths()) {
    // A route that sends this visitor elsewhere (guards, redirects) is audited once, where it lands.
    const shown = await navigate(page, path);
    if (seen.has(shown)) continue;
    seen.add(shown);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[shown] = violations;
  }
  expect(seen.size).toBeGreaterThan(4);
  return found;
}

// The roles' suites run at the same time, each in its own Chromium (an audit mostly waits for screens to settle, so
// they share the cores well); each role's audits run in order, on its one page.
describe.concurrent.each(['guest', 'camper', 'admin'] as const)(
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
        it.sequential(`${theme} theme, ${width} width`, { timeout: 600_000 }, async ({ expect }) => {
          const { page } = browser;
          await page.setViewportSize(viewport);
          await page.goto(`${server.url}/landing`);
          await startInTheme(page, theme);
          expect(await auditRoutes(page, expect)).toEqual({});
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
