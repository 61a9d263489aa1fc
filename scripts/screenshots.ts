/**
 * `npm run screenshots`: the README's pictures of the app, taken from the built app (`npm run build` first) served
 * by the real server on a fresh seeded camp with a few upcoming events, photos and a conversation added. Home, Events,
 * Chat (online and offline), Photos, Safety, the admin Users table, Admin → Invitations with a new link and its QR code,
 * and the printed check-in sheet, at 390×844 and 1280×800, into docs/screens/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, startE2eServer } from '../tests/support/e2e.js';
import { apiLogin, approvedCamper, openSignedIn, waitForServiceWorker, type Session } from '../tests/support/e2e-session.js';

const OUT = path.resolve('docs/screens');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function call(base: string, who: Session, method: string, route: string, body?: unknown): Promise<{ id: string }> {
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/** A photo of the lake at dusk, drawn here: an 1200×900 gradient with a sun. */
async function lakePhoto(hue: number): Promise<Blob> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,65%)"/><stop offset="0.6" stop-color="hsl(${hue + 30},60%,45%)"/><stop offset="1" stop-color="hsl(200,60%,25%)"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/><circle cx="820" cy="420" r="90" fill="hsl(45,95%,70%)"/><rect y="560" width="1200" height="340" fill="hsl(205,55%,30%)" opacity="0.85"/></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

async function seed(base: string, admin: Session, camper: Session): Promise<void> {
  const day = (n: number, hour: number) =>
    new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 11) + `${String(hour).padStart(2, '0')}:00:00.000Z`;
  const canoe = await call(base, admin, 'POST', '/admin/events', {
    title: 'Canoe Trip',
    description: 'Paddle to the island and back.',
    event_time: day(2, 16),
    end_time: day(2, 18),
    location: 'Boat Dock',
    capacity: 12,
    event_type: 'activity',
  });
  await call(base, admin, 'POST', '/admin/events', {
    title: 'Pancake Breakfast',
    description: '',
    event_time: day(3, 15),
    location: 'Dining Hall',
    capacity: 0,
    event_type: 'meal',
  });
  await call(base, camper, 'POST', `/events/${canoe.id}/register`, { adults: 2, children: 1 });
  for (const [caption, hue] of [
    ['Sunset over the lake', 20],
    ['Canoes ready for the morning', 190],
  ] as const) {
    const form = new FormData();
    form.append('caption', caption);
    form.append('image', await lakePhoto(hue), 'lake.jpg');
    const res = await fetch(`${base}/api/posts`, { method: 'POST', headers: { authorization: `Bearer ${camper.token}` }, body: form });
    if (!res.ok) throw new Error(`post: ${res.status}`);
  }
  const chat = await call(base, camper, 'POST', '/conversations', { type: 'direct', member_ids: [admin.user.id] });
  await call(base, camper, 'POST', `/conversations/${chat.id}/messages`, { content: 'Meet at the dock at 4?' });
  await call(base, admin, 'POST', `/conversations/${chat.id}/messages`, { content: 'Yes! Bring the life jackets.' });
}

/** Admin → Invitations with a link just created, then the check-in sheet (on screen, and as printed on A4). */
async function invitationShots(page: Page, base: string, size: string): Promise<void> {
  await page.goto(`${base}/admin/invitations`);
  await page.getByLabel("New household's name").fill(size === 'phone' ? 'The Rivers' : 'The Lakes');
  await page.getByLabel('People who can join').fill('3');
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  await page.getByTestId('created-link').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(OUT, `admin-invitations-${size}.png`), fullPage: true });
  console.log(`docs/screens/admin-invitations-${size}.png`);
  await page.goto(`${base}/admin/invitations/print`);
  await page.getByTestId('sheet-card').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: path.join(OUT, `invitation-sheet-${size}.png`), fullPage: true });
  console.log(`docs/screens/invitation-sheet-${size}.png`);
  await page.emulateMedia({ media: 'screen' });
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  // Links in the pictures read as a camp's own address would, not the test server's.
  const server = await startE2eServer({ PUBLIC_URL: 'http://camp.example.org' });
  try {
    const admin = await apiLogin(server.url);
    const camper = await approvedCamper(server.url, admin, {
      email: 'ana.river@camp.test',
      password: 'lakeside-2026',
      first_name: 'Ana',
      last_name: 'River',
      date_of_birth: '1988-04-12',
    });
    await seed(server.url, admin, camper);
    for (const size of SIZES) {
      // The installed app's first start: the code from the browser where the person is signed in, no password.
      const app = await launchBrowser({ viewport: { width: size.width, height: size.height } });
      await app.page.goto(`${server.url}/login/code`);
      await app.page.getByRole('heading', { name: 'Signed in on this phone already?' }).waitFor({ timeout: 30_000 });
      await app.page.waitForLoadState('networkidle');
      await app.page.screenshot({ path: path.join(OUT, `sign-in-code-${size.name}.png`) });
      console.log(`docs/screens/sign-in-code-${size.name}.png`);
      await app.close();
      const browser = await launchBrowser({ viewport: { width: size.width, height: size.height } });
      const { page, context } = browser;
      const shot = async (name: string) => {
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(OUT, `${name}-${size.name}.png`) });
        console.log(`docs/screens/${name}-${size.name}.png`);
      };
      await openSignedIn(page, server.url, camper, '/');
      await waitForServiceWorker(page);
      await page.getByText('Sunset over the lake').first().waitFor({ timeout: 60_000 });
      await shot('home');
      for (const [name, route, ready] of [
        ['events', '/events', 'Canoe Trip'],
        ['photos', '/photos', 'Ana River'],
        ['safety', '/safety', 'Safety Center'],
      ] as const) {
        await page.goto(`${server.url}${route}`);
        await page.locator('main').getByText(ready).first().waitFor({ timeout: 30_000 });
        await shot(name);
      }
      // Ready for camp, in the browser: the code that signs the installed app in.
      await page.goto(`${server.url}/ready`);
      await page.getByRole('button', { name: 'Get a code for the app' }).click();
      await page.getByTestId('app-code').scrollIntoViewIfNeeded({ timeout: 30_000 });
      await shot('ready-code');
      await page.goto(`${server.url}/chat`);
      await page
        .getByRole('button', { name: /Camp Admin|Administrator|Admin/ })
        .first()
        .click();
      await page.getByTestId('message-text').filter({ hasText: 'Yes! Bring the life jackets.' }).waitFor({ timeout: 30_000 });
      await shot('chat');
      await context.setOffline(true);
      await page.getByText('Offline: messages wait and send when you reconnect').waitFor({ timeout: 30_000 });
      await page.screenshot({ path: path.join(OUT, `chat-offline-${size.name}.png`) });
      console.log(`docs/screens/chat-offline-${size.name}.png`);
      await context.setOffline(false);
      await browser.close();
      // The administrator on their own phone (a phone another person signed out of says its copy was cleared).
      const adminBrowser = await launchBrowser({ viewport: { width: size.width, height: size.height } });
      await openSignedIn(adminBrowser.page, server.url, admin, '/admin/users');
      await adminBrowser.page.getByTestId('user-row').first().waitFor({ timeout: 30_000 });
      await adminBrowser.page.waitForLoadState('networkidle');
      await adminBrowser.page.screenshot({ path: path.join(OUT, `admin-users-${size.name}.png`) });
      console.log(`docs/screens/admin-users-${size.name}.png`);
      await invitationShots(adminBrowser.page, server.url, size.name);
      await adminBrowser.close();
    }
  } finally {
    await server.close();
  }
}

await main();
