import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeE2e, launchBrowser, openE2e, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, approvedCamper, type Session } from '../support/e2e-session.js';

const PASSWORD = 'lakeside-2025';
const OFFER = 'Hear when plans change';
const WHY = 'Get told when plans change or a roll call starts, even with the app closed.';

let server: E2eServer;
let browser: Browser;
let admin: Session;
let robin: Session;
let jonas: Session;

async function asAdmin(method: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  ({ server, browser } = await openE2e());
  admin = await apiLogin(server.url);
  const inThreeDays = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
  const hike = await asAdmin('POST', '/admin/events', {
    title: 'Ridge Hike',
    description: 'Boots on',
    event_time: inThreeDays,
    location: 'Trailhead',
    capacity: 12,
    event_type: 'activity',
  });
  expect(hike.status).toBe(201);
  robin = await approvedCamper(server.url, admin, {
    email: 'robin.first@camp.test',
    password: PASSWORD,
    first_name: 'Robin',
    last_name: 'First',
    date_of_birth: '1990-05-01',
  });
  jonas = await approvedCamper(server.url, admin, {
    email: 'jonas.first@camp.test',
    password: PASSWORD,
    first_name: 'Jonas',
    last_name: 'Pike',
    date_of_birth: '1988-02-11',
  });
});
afterAll(() => closeE2e(server, browser));

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const offer = (page: Page) => page.getByRole('region', { name: OFFER });

describe('the first sign-in on a device', () => {
  it('lands on the first start: the whole camp downloads with its bar, beside the Home Screen steps and a code; a later sign-in goes Home', async () => {
    const { page } = browser;
    await signIn(page, 'robin.first@camp.test');
    await page.waitForURL((u) => u.pathname === '/ready' && u.searchParams.has('first'));
    const first = page.getByRole('region', { name: 'Getting the whole camp onto this phone' });
    await first.waitFor();
    await page.getByRole('progressbar', { name: 'Saving photos' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'All done. Everything is on your phone.' }).waitFor({ timeout: 60_000 });

    // A browser tab, not the installed app: the steps to add it, and the code that signs the app in.
    await first.getByText('On Android: open the browser menu (⋮), then Install app.').waitFor();
    expect(await page.getByRole('button', { name: 'Get a code for the app' }).count()).toBe(1);
    await first.getByRole('button', { name: 'Get a code for the app' }).click();
    expect(await first.getByTestId('app-code').textContent()).toMatch(/^\d{6}$/);
    // Nothing asks for notifications on arrival; the checks below offer them, to turn on here at once.
    expect(await offer(page).count()).toBe(0);
    await page.getByRole('listitem').filter({ hasText: 'Off on this phone.' }).getByRole('button', { name: 'Turn them on' }).waitFor();

    await first.getByRole('link', { name: 'Continue to the camp' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'Up to date: the whole camp is on this phone.' }).waitFor({ timeout: 30_000 });

    // Signed out and in again on this device, which holds the camp: straight Home.
    await page.evaluate(() => localStorage.removeItem('auth-storage'));
    const landed: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && landed.push(new URL(frame.url()).pathname));
    await signIn(page, 'robin.first@camp.test');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(landed).not.toContain('/ready');
    expect(new URL(page.url()).searchParams.has('first')).toBe(false);
  });
});

describe('notifications asked for at a moment that explains why', () => {
  it('offers them after an RSVP, not before; "Not now" keeps the offer away', async () => {
    const { page } = browser;
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await page.goto(`${server.url}/events`);
    const hike = page.getByRole('article', { name: 'Ridge Hike' });
    await hike.waitFor();
    expect(await offer(page).count()).toBe(0);

    await hike.getByRole('button', { name: 'RSVP', exact: true }).click();
    await offer(page).getByText(WHY).waitFor();
    await offer(page).getByRole('button', { name: 'Turn on' }).waitFor();
    await offer(page).getByRole('button', { name: 'Not now' }).click();
    await offer(page).waitFor({ state: 'detached' });

    // Another answer, after a new start: the offer stays away.
    await page.reload();
    await hike.getByRole('button', { name: 'Cancel RSVP' }).click();
    await page.getByText('Successfully cancelled RSVP!').waitFor();
    await hike.getByRole('button', { name: 'RSVP', exact: true }).click();
    await page.getByText('Successfully registered for event!').waitFor();
    expect(await offer(page).count()).toBe(0);
  });

  it('offers them after a first message; "Turn on" asks the browser, whose refusal the card says, and nothing asks again', async () => {
    const phone = await launchBrowser();
    try {
      const { page } = phone;
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Email').fill('robin.first@camp.test');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('link', { name: 'Continue to the camp' }).click();
      const chat = await fetch(`${server.url}/api/conversations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${robin.token}` },
        body: JSON.stringify({ type: 'direct', member_ids: [jonas.user.id] }),
      });
      expect(chat.status).toBe(201);
      await page.goto(`${server.url}/chat`);
      await page.getByRole('button', { name: /Jonas Pike/ }).click();
      expect(await offer(page).count()).toBe(0);
      await page.getByLabel('Message', { exact: true }).fill('See you at the trailhead');
      await page.getByRole('button', { name: 'Send' }).click();
      await offer(page).getByText(WHY).waitFor();
      // Headless Chromium answers the browser's own question with Block, as a person may.
      await offer(page).getByRole('button', { name: 'Turn on' }).click();
      await offer(page).getByRole('alert').getByText('Notifications are blocked for Camp Weekend in this browser’s settings.').waitFor();
      expect(await page.evaluate(() => Notification.permission)).toBe('denied');
      await offer(page).getByRole('button', { name: 'Not now' }).click();
      await offer(page).waitFor({ state: 'detached' });

      // The browser has its answer: another message offers nothing.
      await page.getByLabel('Message', { exact: true }).fill('Bring the map');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByTestId('message-text').filter({ hasText: 'Bring the map' }).waitFor();
      expect(await offer(page).count()).toBe(0);
    } finally {
      await phone.close();
    }
  });
});
