/**
 * A phone with the whole camp loses its signal and gets it back with nothing new on the server:
 * what crossed the wire on the way back, counted at the TCP relay between Chromium and the server.
 * Shared by the browser test and `npm run bench -- sync`.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from './e2e.js';
import { openSignedIn, type Session } from './e2e-session.js';
import { startRelay, type Exchange, type Relay } from './relay.js';

export interface ReconnectPhone {
  server: E2eServer;
  relay: Relay;
  browser: Browser;
  close(): Promise<void>;
}

export interface ReconnectTraffic {
  /** The HTTP requests of the reconnect (the live socket's reopening apart). */
  requests: Exchange[];
  /** Request line + headers + body, and status line + headers + body, of those requests. */
  bytes: number;
  /** The live socket's reopening (its upgrade request and answer), which follows every reconnect. */
  socket: Exchange[];
}

const upToDate = (page: Page) => page.getByRole('status', { name: 'Up to date: the whole camp is on this phone.' });
const socketOpened = (relay: Relay) => relay.exchanges().some((e) => e.status === 101);

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until no exchange has started or finished for `quietMs` (the app's own follow-ups: pokes, socket catch-up). */
async function quiet(relay: Relay, quietMs: number): Promise<void> {
  const snapshot = () =>
    relay
      .exchanges()
      .map((e) => `${e.method} ${e.received}`)
      .join();
  let last = snapshot();
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    await new Promise((r) => setTimeout(r, 100));
    const now = snapshot();
    if (now !== last) [last, since] = [now, Date.now()];
  }
}

/** A signed-in phone, through a relay, holding the whole camp, with its service worker and live socket up. */
export async function reconnectPhone(
  session: (server: E2eServer) => Promise<Session>,
  opts: { path?: string; env?: Record<string, string> } = {},
): Promise<ReconnectPhone> {
  const server = await startE2eServer(opts.env);
  const relay = await startRelay(server.url);
  const browser = await launchBrowser();
  const { page } = browser;
  await openSignedIn(page, relay.url, await session(server), opts.path ?? '/');
  await upToDate(page).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 60_000 });
  await until(() => socketOpened(relay), 'the live socket to open');
  return {
    server,
    relay,
    browser,
    async close() {
      await browser.close();
      await relay.close();
      await server.close();
    },
  };
}

/**
 * Cuts the signal, waits until the app knows (and runs `whileOffline`), brings it back and counts what
 * the app sends until it is up to date, its live socket is open again and it has been quiet for `quietMs`.
 */
export async function reconnect(phone: ReconnectPhone, whileOffline?: () => Promise<void>, quietMs = 4000): Promise<ReconnectTraffic> {
  const { relay, browser } = phone;
  const { page, context } = browser;
  await quiet(relay, quietMs);
  relay.cut();
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  await whileOffline?.();
  relay.resetTraffic();
  relay.restore();
  await context.setOffline(false);
  await until(
    () => socketOpened(relay) && relay.exchanges().some((e) => e.target.startsWith('/api/pull') && e.received > 0),
    'the live socket to reopen and a pull to answer',
    60_000,
  );
  await upToDate(page).waitFor({ timeout: 30_000 });
  await quiet(relay, quietMs);
  const all = relay.exchanges();
  const requests = all.filter((e) => !e.upgraded);
  return { requests, bytes: requests.reduce((n, e) => n + e.sent + e.received, 0), socket: all.filter((e) => e.upgraded) };
}

/** One line per request, for a failing test's message or the bench (the socket's token is left out). */
export const describeTraffic = (t: ReconnectTraffic) =>
  [...t.requests, ...t.socket]
    .map((e) => `${e.method} ${e.target.replace(/token=[^&]*/, 'token=…')} ${e.status ?? '-'}: ${e.sent} + ${e.received} bytes`)
    .join('\n');
