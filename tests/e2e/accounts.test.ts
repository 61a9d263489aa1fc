import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { onToHome } from '../support/first-start.js';

let server: E2eServer;
let browser: Browser;
let page: Page;
beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const camper = { first: 'Robin', last: 'Fisher', email: 'robin.fisher@camp.test', password: 'campfire-2025' };
const pathname = () => new URL(page.url()).pathname;

async function signOut() {
  await page.evaluate(() => localStorage.removeItem('auth-storage'));
}

async function signIn(email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function api(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.url}/api/${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const mailFiles = () => (existsSync(server.config.mailDir) ? readdirSync(server.config.mailDir).filter((f) => f.endsWith('.eml')) : []);

describe('accounts: register, approval, sign-in', () => {
  it('registers a camper and shows the pending screen', async () => {
    await page.goto(`${server.url}/register`);
    await page.getByLabel('First Name').fill(camper.first);
    await page.getByLabel('Last Name').fill(camper.last);
    await page.getByLabel('Date of Birth').fill('1985-03-14');
    await page.getByLabel('Email').fill(camper.email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 8 characters long').waitFor();

    await page.getByLabel('Password', { exact: true }).fill(camper.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(camper.password);
    const alert = page.waitForEvent('dialog').then(async (d) => {
      const text = d.message();
      await d.accept();
      return text;
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await alert).toMatch(/awaiting approval/);
    await page.waitForURL('**/registration-pending');
    await page.getByRole('heading', { name: 'Registration Pending' }).waitFor();
    expect(await page.getByLabel('Counselor contacts').getByRole('listitem').count()).toBeGreaterThan(0);
  });

  it('refuses the sign-in of the pending account and returns to the pending screen', async () => {
    await page.getByRole('button', { name: 'Try Signing In' }).click();
    await page.waitForURL('**/login');
    await signIn(camper.email, camper.password);
    await page.waitForURL('**/registration-pending');
    expect(await page.evaluate(() => localStorage.getItem('auth-storage') ?? '')).not.toContain('"token":"');
  });

  it('lets the administrator approve the account, which writes the approval email', async () => {
    await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    await onToHome(page);
    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('tab', { name: /Pending approval \(1\)/ }).click();
    const row = page.locator(`[data-testid="user-row"][data-email="${camper.email}"]`);
    await row.getByText('Never').waitFor();
    expect(mailFiles()).toHaveLength(0);
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('tab', { name: /Pending approval \(0\)/ }).waitFor();
    await expect.poll(() => mailFiles().length).toBe(1);
    const mail = readFileSync(path.join(server.config.mailDir, mailFiles()[0] ?? ''), 'utf8');
    expect(mail).toContain(camper.email);
  });

  it('signs the approved camper in to the frame with its five entries', async () => {
    await signOut();
    await signIn(camper.email, camper.password);
    await onToHome(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'More' }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Home', 'Events', 'Chat', 'Safety', 'More']);
    await page.getByRole('button', { name: 'Your Story' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Notifications' }).waitFor();
    // The participants strip: the directory without the camper, named 'First L.'.
    await page.getByLabel('Participants').getByText('Camp A.').waitFor();
    expect(await page.getByLabel('Participants').getByText(`${camper.first} ${camper.last[0]}.`).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    // Every top bar button reaches its screen.
    const topBar = page.getByRole('banner');
    // The bell's name carries its unread count ('Notifications 3 unread'), as its badge shows.
    // The camp's pages sit behind its Camp menu.
    for (const [name, to] of [
      [/^Search$/, '/search'],
      [/^Camp Rules$/, '/rules'],
      [/^Camp Map$/, '/map'],
      [/^Photos$/, '/photos'],
      [/^Packing List$/, '/packing'],
      [/^Notifications( \d+\+? unread)?$/, '/notifications'],
    ] as const) {
      if (to !== '/notifications') await topBar.getByRole('button', { name: 'Camp menu' }).click();
      await topBar.getByRole('link', { name }).click();
      await page.waitForURL((u) => u.pathname === to);
      await page.locator('main').getByRole('heading').first().waitFor();
      // On a 390 px phone the frame (the top bar, any strip under it, and the bottom navigation) takes at most 140 px.
      // A one-off notice (a storage warning, a cleared copy) is the camper's news, dismissed with OK, not the frame.
      const frame = await page.evaluate(() => {
        const height = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().height ?? 0;
        return height('header') + height('ul[aria-label="Participants"]') + height('nav[aria-label="Main navigation"]');
      });
      expect(frame, `the frame on ${to}`).toBeLessThanOrEqual(140);
    }

    // The camera button keeps the picture and opens the share dialog on /photos.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.goto(`${server.url}/`);
    await page.getByTestId('camera-input').setInputFiles({ name: 'camp.png', mimeType: 'image/png', buffer: png });
    await page.waitForURL((u) => u.pathname === '/photos');
    const share = page.getByRole('dialog', { name: 'Share a Photo' });
    await share.getByRole('button', { name: 'Remove photo' }).waitFor();
    await share.getByRole('button', { name: 'Close' }).click();

    // Large screens: the same five entries in a side menu, the bottom bar hidden.
    await page.setViewportSize({ width: 1280, height: 800 });
    try {
      const side = page.getByRole('navigation', { name: 'Side menu' });
      await side.getByRole('link', { name: 'More' }).waitFor();
      expect(await side.getByRole('link').allInnerTexts()).toEqual(['Home', 'Events', 'Chat', 'Safety', 'More']);
      expect(await nav.isVisible()).toBe(false);
      await side.getByRole('link', { name: 'Events' }).click();
      await page.waitForURL((u) => u.pathname === '/events');
    } finally {
      // Phone size again for the tests that follow, whatever happened here.
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });
});

describe('accounts: forced password change and expired sessions', () => {
  const kid = { email: 'kim.lo@camp.test', temp: 'temp-pass', next: 'my-own-pass' };

  it('makes a user created by the administrator choose a password before entering', async () => {
    await signOut();
    await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    await onToHome(page);
    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.getByLabel('Email *').fill(kid.email);
    await dialog.getByLabel('Temporary Password *').fill('12345');
    await dialog.getByLabel('First Name *').fill('Kim');
    await dialog.getByLabel('Last Name *').fill('Lo');
    await dialog.getByLabel('Date of Birth *').fill('2012-06-01');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.getByText('Password must be at least 6 characters long').waitFor();
    await dialog.getByLabel('Temporary Password *').fill(kid.temp);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await page.locator(`[data-testid="user-row"][data-email="${kid.email}"]`).waitFor();

    await signOut();
    await signIn(kid.email, kid.temp);
    const modal = page.getByRole('dialog', { name: 'Change Your Password' });
    await modal.waitFor();
    expect(pathname()).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('auth-storage') ?? '')).not.toContain('"token":"');
    await modal.getByLabel('New Password', { exact: true }).fill(kid.next);
    await modal.getByLabel('Confirm New Password', { exact: true }).fill('something-else');
    await modal.getByRole('button', { name: 'Change Password' }).click();
    await modal.getByText('Passwords do not match').waitFor();
    await modal.getByLabel('Confirm New Password', { exact: true }).fill(kid.next);
    await modal.getByRole('button', { name: 'Change Password' }).click();
    await onToHome(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect((await api('POST', 'auth/login', { email: kid.email, password: kid.next })).status).toBe(200);
  });

  it('signs the user out and shows /login when the server refuses the session (401)', async () => {
    const admin = await api('POST', 'auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const users = await api('GET', 'users/all', undefined, admin.body.token as string);
    const kidId = (users.body.users as { id: string; email: string }[]).find((u) => u.email === kid.email)?.id;
    // An administrator's password reset signs the user out on every device.
    const reset = await api(
      'PUT',
      `admin/users/${kidId}/password`,
      { password: 'reset-pass', must_change_password: true },
      admin.body.token as string,
    );
    expect(reset.status).toBe(200);
    await page.goto(`${server.url}/events`);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('auth-storage') ?? '')).not.toContain('"token":"');
  });

  it('asks an administrator who reset their own password for a new one before anything else', async () => {
    await signOut();
    await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    await onToHome(page);
    await page.goto(`${server.url}/admin/users`);
    await page.locator(`[data-testid="user-row"][data-email="${ADMIN_EMAIL}"]`).getByRole('button', { name: 'Reset Password' }).click();
    const reset = page.getByRole('dialog', { name: /Reset Password/ });
    await reset.getByLabel('New Password').fill('interim-pass');
    await reset.getByLabel('Confirm Password').fill('interim-pass');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    const gate = page.getByRole('dialog', { name: 'Change Your Password' });
    await gate.getByLabel('Current Password', { exact: true }).fill('interim-pass');
    await gate.getByLabel('New Password', { exact: true }).fill('admin-own-pass');
    await gate.getByLabel('Confirm New Password', { exact: true }).fill('admin-own-pass');
    await gate.getByRole('button', { name: 'Change Password' }).click();
    await gate.waitFor({ state: 'detached' });
    await page.locator(`[data-testid="user-row"][data-email="${kid.email}"]`).waitFor();
    expect((await api('POST', 'auth/login', { email: ADMIN_EMAIL, password: 'admin-own-pass' })).body.user).toMatchObject({
      must_change_password: false,
    });
  });
});
