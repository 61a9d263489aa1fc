import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, openSignedIn, type Session } from '../support/e2e-session.js';

type Language = 'en' | 'es' | 'fr';
type Tree = { [key: string]: string | Tree };

/** A text as the catalog holds it, e.g. text('es', 'frame:nav.events'), so the test follows the catalogs. */
function text(language: Language, key: string): string {
  const [area = '', dotted = ''] = key.split(':');
  const file = path.resolve('texts', language, `${area}.json`);
  let node: string | Tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  for (const part of dotted.split('.')) {
    if (typeof node === 'string' || !(part in node)) throw new Error(`no ${key} in ${language}`);
    node = node[part]!;
  }
  if (typeof node !== 'string') throw new Error(`${key} in ${language} is not a text`);
  return node;
}

let server: E2eServer;
let browser: Browser;
let camper: Session;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  await server.database.db.insert(users).values({
    email: 'lucia@camp.test',
    passwordHash: await hashPassword('password-123'),
    role: 'camper',
    status: 'approved',
    firstName: 'Lucía',
    lastName: 'Pérez',
  });
  camper = await apiLogin(server.url, 'lucia@camp.test', 'password-123');
  // An upcoming event to RSVP to: the seeded camp has ended.
  const admin = await apiLogin(server.url);
  const created = await fetch(`${server.url}/api/admin/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Lakeside Yoga',
      event_time: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      capacity: 15,
      event_type: 'activity',
    }),
  });
  expect(created.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const bottomNav = (page: Page, language: Language) => page.getByRole('navigation', { name: text(language, 'frame:mainNavigation') });

/** More → Language, pressed until the app speaks `to` (it cycles English, Spanish, French). */
async function chooseLanguage(page: Page, from: Language, to: Language): Promise<void> {
  await bottomNav(page, from)
    .getByRole('link', { name: text(from, 'frame:nav.more') })
    .click();
  await page.getByRole('button', { name: new RegExp(`^${text(from, 'more:row.language')}`) }).click();
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, to);
}

/** The tab bar, the feed and the events screen read in `language`. */
async function expectScreensIn(page: Page, language: Language): Promise<void> {
  const nav = bottomNav(page, language);
  for (const tab of ['home', 'events', 'chat', 'safety', 'more'])
    await nav.getByRole('link', { name: text(language, `frame:nav.${tab}`) }).waitFor();

  await nav.getByRole('link', { name: text(language, 'frame:nav.home') }).click();
  await page.getByRole('heading', { name: text(language, 'feed:title') }).waitFor();
  await page.getByRole('link', { name: text(language, 'feed:messages') }).waitFor();

  await nav.getByRole('link', { name: text(language, 'frame:nav.events') }).click();
  await page.getByRole('heading', { name: text(language, 'events:title') }).waitFor();
  await page
    .getByRole('group', { name: text(language, 'events:categories') })
    .getByRole('button', { name: text(language, 'events:type.meal') })
    .waitFor();
}

describe('a camper switching languages', () => {
  it('reads the navigation, feed, the sample camp’s events and an RSVP message in Spanish, then French, and keeps the choice after a reload', async () => {
    const { page } = browser;
    await openSignedIn(page, server.url, camper, '/');
    await page.getByRole('heading', { name: text('en', 'feed:title') }).waitFor();
    expect(await htmlLang(page)).toBe('en');

    await chooseLanguage(page, 'en', 'es');
    await expectScreensIn(page, 'es');
    // The sample camp's event reads in the camper's language (its title, description and place), and says it has ended.
    const sunrise = (language: Language) =>
      page.getByRole('article', { name: text(language, 'seed:event.sunrise-yoga.title'), exact: true });
    await sunrise('es').getByText(text('es', 'seed:event.sunrise-yoga.description')).waitFor();
    await sunrise('es').getByText(text('es', 'seed:place.lakeside-deck')).waitFor();
    expect(text('es', 'seed:event.sunrise-yoga.title')).not.toBe(text('en', 'seed:event.sunrise-yoga.title'));
    expect(await sunrise('es').getByTestId('ended').textContent()).toBe(text('es', 'events:ended'));
    // An event the camp made itself stays as written, and takes an RSVP.
    const yoga = page.locator('article[aria-label="Lakeside Yoga"]');
    await yoga.getByRole('button', { name: text('es', 'events:rsvp'), exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: text('es', 'events:registeredToast') })
      .waitFor();

    await page.reload();
    await page.getByRole('heading', { name: text('es', 'events:title') }).waitFor();
    expect(await htmlLang(page)).toBe('es');

    await chooseLanguage(page, 'es', 'fr');
    await expectScreensIn(page, 'fr');
    await sunrise('fr').getByText(text('fr', 'seed:event.sunrise-yoga.description')).waitFor();
    await yoga.getByRole('button', { name: text('fr', 'events:cancelRsvp') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: text('fr', 'events:cancelledToast') })
      .waitFor();

    await page.reload();
    await page.getByRole('heading', { name: text('fr', 'events:title') }).waitFor();
    expect(await htmlLang(page)).toBe('fr');
    await bottomNav(page, 'fr')
      .getByRole('link', { name: text('fr', 'frame:nav.home') })
      .click();
    await page.getByRole('heading', { name: text('fr', 'feed:title') }).waitFor();
    expect(text('fr', 'feed:title')).not.toBe(text('en', 'feed:title'));
  });
});
