import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './test-admin.js';

export interface Session {
  token: string;
  user: { id: string };
}

/** Signs in through POST /api/auth/login (as the seeded administrator unless told otherwise). */
export async function apiLogin(baseUrl: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Session;
}

/** One JSON call to `baseUrl`'s API as `who`: its status and its parsed answer. */
export async function apiCall<T>(
  baseUrl: string,
  who: Session,
  method: string,
  path: string,
  body?: object,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Registers a camper through POST /api/auth/register, has the administrator approve them, and signs them in. */
export async function approvedCamper(
  baseUrl: string,
  admin: Session,
  body: { email: string; password: string; first_name: string; last_name: string; date_of_birth: string },
): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const registered = (await res.json()) as { user: { id: string } };
  await fetch(`${baseUrl}/api/admin/users/${registered.user.id}/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
  });
  return apiLogin(baseUrl, body.email, body.password);
}

/** Opens the app signed in: the session goes into 'auth-storage' as the app's auth store keeps it. */
export async function openSignedIn(page: Page, baseUrl: string, session: Session, path = '/'): Promise<void> {
  await page.goto(`${baseUrl}/landing`);
  await page.evaluate(
    (s) =>
      localStorage.setItem('auth-storage', JSON.stringify({ state: { user: s.user, token: s.token, isAuthenticated: true }, version: 0 })),
    session,
  );
  await page.goto(`${baseUrl}${path}`);
}

/** Waits until the service worker controls the page, so the next loads come from the precache. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/**
 * Every mutating /api request of the page or its service worker that reached the server (it got an
 * answer, or the answer was lost after the server had it), in order. Attempts that failed for want
 * of a network never left the phone and are not counted.
 */
export function recordWrites(context: BrowserContext): { method: string; path: string; key?: string; body: unknown }[] {
  const seen: { method: string; path: string; key?: string; body: unknown }[] = [];
  context.on('response', (res) => {
    const req = res.request();
    const url = new URL(req.url());
    // Session upkeep (POST /api/auth/refresh on start and reconnect) is not a camper's change.
    if (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/auth/') || req.method() === 'GET') return;
    seen.push({ method: req.method(), path: url.pathname, key: req.headers()['idempotency-key'], body: req.postDataJSON() as unknown });
  });
  return seen;
}

/** Polls until `check` returns true (or fails after `timeoutMs`). */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Fires a Background Sync event at the origin's service worker through CDP (works with no page of the app open). */
export async function dispatchSync(page: Page, origin: string, tag: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin));
      if (found) resolve(found.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag, lastChance: false });
  await cdp.detach();
}
