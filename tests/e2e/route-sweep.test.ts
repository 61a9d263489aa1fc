/**
 * Every route of the route table (SPEC §2.1, read from src/app/router.tsx), visited as a guest, a camper and the
 * administrator, checked for what a camper notices on any screen: nothing scrolls sideways (the widest element
 * that sticks out is named), nothing is written to the console (errors, warnings, uncaught errors), and on a
 * phone the frame's tap targets are at least 44 × 44 px and the frame (top bar, strips, bottom navigation) takes
 * at most 140 px, except on Home, whose participants strip is part of its content.
 *
 * Bounded, so the file runs in a few minutes on a busy machine: one Chromium per role, each behind its own relay,
 * the three roles side by side (a sweep mostly waits for screens to settle, so they share the cores well), and
 * within each the routes are visited by client-side navigation (the router follows history), in three passes:
 *   1. 390 × 844, light theme, online;
 *   2. 1280 × 800, dark theme, online;
 *   3. 320 × 568, offline (after the app has synced and its service worker controls it), the first half of the
 *      routes in the light theme and the second in the dark one (each theme set by a reload, which is an
 *      offline start too).
 * So every route is seen at each size, in both themes and both network states. Offline, the role's relay between
 * its Chromium and the server is cut as well, so neither the service worker nor the live socket reaches it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appRoutePaths } from '../support/app-routes.js';
import { campWithActivity, navigate, settle, startInTheme } from '../support/app-visits.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { openSignedIn, waitForServiceWorker, type Session } from '../support/e2e-session.js';
import { startRelay, type Relay } from '../support/relay.js';
import { consoleProblems, measureLayout } from '../support/screen-checks.js';

type Role = 'guest' | 'camper' | 'admin';
type Theme = 'light' | 'dark';
const PHONE_FRAME_MAX = 140;
const HOME = new Set(['/', '/home']);

let server: E2eServer;
const sessions: Partial<Record<Role, Session>> = {};

beforeAll(async () => {
  server = await startE2eServer();
  Object.assign(sessions, await campWithActivity(server, { email: 'sam@camp.test', firstName: 'Sam' }));
});
afterAll(async () => {
  await server?.close();
});

/** Sets the theme the app reads at start, and starts it again; returns what the start wrote to the console. */
async function useTheme(page: Page, theme: Theme, console: { take(): string[] }): Promise<string[]> {
  const before = console.take().map((p) => `before the start in the ${theme} theme: ${p}`);
  await startInTheme(page, theme);
  return [...before, ...console.take().map((p) => `start in the ${theme} theme at ${new URL(page.url()).pathname}: ${p}`)];
}

/**
 * The screen's layout once it stands: on a busy machine a screen's code may still be loading when the address
 * settles, so a frame taller than a phone's allows is measured again until it fits or 10 s pass (what stays too
 * tall is a finding).
 */
async function settledLayout(page: Page, framed: boolean): Promise<Awaited<ReturnType<typeof measureLayout>>> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const layout = await measureLayout(page);
    if (!framed || layout.frameHeight <= PHONE_FRAME_MAX || Date.now() > deadline) return layout;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Visits each route in turn; returns what is wrong, one sentence per problem, each prefixed by the screen. */
async function sweep(page: Page, routes: string[], console: { take(): string[] }, signedIn: boolean): Promise<string[]> {
  const found: string[] = [];
  const seen = new Set<string>();
  const { width } = page.viewportSize() ?? { width: 0 };
  const phone = width < 768;
  let framed = 0;
  for (const route of routes) {
    const shown = await navigate(page, route);
    const problems = console.take();
    // A route that sends this visitor elsewhere (guards, redirects) is measured once, where it lands.
    if (!seen.has(shown)) {
      seen.add(shown);
      const layout = await settledLayout(page, phone && !HOME.has(shown));
      if (layout.overflow) problems.push(`overflows sideways: ${layout.overflow}`);
      if (layout.frameHeight > 0) framed += 1;
      if (phone) {
        problems.push(...layout.smallTargets.map((t) => `tap target under 44 × 44 px: ${t}`));
        if (!HOME.has(shown) && layout.frameHeight > PHONE_FRAME_MAX)
          problems.push(`the frame takes ${layout.frameHeight} px (at most ${PHONE_FRAME_MAX})`);
      }
    }
    found.push(...problems.map((p) => `${route}${shown === route ? '' : ` (shown at ${shown})`}: ${p}`));
  }
  // The frame's checks measured something: a signed-in sweep shows the frame.
  if (signedIn && framed === 0) found.push(`the frame was found on none of ${seen.size} screens`);
  return found;
}

const routes = appRoutePaths();
const half = Math.ceil(routes.length / 2);

// The roles' suites run at the same time; each role's passes run in order, on its one page.
describe.concurrent.each(['guest', 'camper', 'admin'] as const)('every route as %s', (role) => {
  let relay: Relay;
  let browser: Browser;
  let page: Page;
  let problems: { take(): string[] };
  /** What the first start (sign-in, the first sync, the service worker's install) wrote to the console. */
  let signIn: string[] = [];
  beforeAll(async () => {
    relay = await startRelay(server.url);
    browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    page = browser.page;
    problems = consoleProblems(page);
    const session = sessions[role];
    if (session) {
      await openSignedIn(page, relay.url, session, '/');
      // Synced once, with the service worker in control: what the camper has before leaving signal.
      await waitForServiceWorker(page);
      await page.locator('[data-testid="sync-label"][data-state="up-to-date"]').waitFor({ timeout: 60_000 });
    } else {
      await page.goto(`${relay.url}/landing`);
      await waitForServiceWorker(page);
    }
    await settle(page);
    signIn = problems.take().map((p) => `the first start: ${p}`);
  });
  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
    await relay?.close();
  });

  it.sequential('390 × 844, light theme, online', { timeout: 300_000 }, async ({ expect }) => {
    const found = [...signIn, ...(await useTheme(page, 'light', problems))];
    found.push(...(await sweep(page, routes, problems, role !== 'guest')));
    expect(found).toEqual([]);
  });

  it.sequential('1280 × 800, dark theme, online', { timeout: 300_000 }, async ({ expect }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const found = await useTheme(page, 'dark', problems);
    found.push(...(await sweep(page, routes, problems, role !== 'guest')));
    expect(found).toEqual([]);
  });

  it.sequential('320 × 568, offline, light then dark theme', { timeout: 300_000 }, async ({ expect }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    relay.cut();
    await browser.context.setOffline(true);
    await navigate(page, '/');
    const found = problems.take().map((p) => `going offline: ${p}`);
    found.push(...(await useTheme(page, 'light', problems)));
    found.push(...(await sweep(page, routes.slice(0, half), problems, role !== 'guest')));
    found.push(...(await useTheme(page, 'dark', problems)));
    found.push(...(await sweep(page, routes.slice(half), problems, role !== 'guest')));
    expect(found).toEqual([]);
  });
});
