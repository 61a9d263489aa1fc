/**
 * The sign-in carried into the installed app, in any engine: two browsers with storage of their own stand
 * for Safari and the Home Screen app (separate on an iPhone). The first signs in with the password and gets a
 * code on Ready for camp; the second signs in with the code alone, gets the whole camp, and with the signal
 * cut opens Events, Packing, Chat and Safety with their data.
 */
import { expect } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import { waitFor, waitForText, waitInPage, type PageDriver } from '../support/page-driver.js';
import { daysFromNow, type World } from '../support/scenario-world.js';
import { signIn } from './app-steps.js';

const EMAIL = 'maya.code@camp.test';

export async function deviceCodeHandOff(browserTab: PageDriver, world: World, [installedApp]: PageDriver[]): Promise<void> {
  if (!installedApp) throw new Error('the hand-off needs a second browser');
  const { relay, admin } = world;
  const api = world.api.bind(world);
  const maya = await world.camper(EMAIL, 'Maya', 'Code');
  const jonas = await world.camper('jonas.code@camp.test', 'Jonas', 'Pike');
  const hike = await api<CampEvent>(admin, 'POST', '/admin/events', {
    title: 'Ridge Hike',
    description: 'Boots on',
    event_time: daysFromNow(3),
    location: 'Trailhead',
    capacity: 12,
    event_type: 'activity',
  });
  expect(hike.status).toBe(201);
  const chat = (await api<{ id: string }>(jonas, 'POST', '/conversations', { type: 'direct', member_ids: [maya.user.id] })).body;
  expect(
    (await api(jonas, 'POST', `/conversations/${chat.id}/messages`, { content: 'Canoes at the north dock', type: 'text' })).status,
  ).toBe(201);

  // In the browser: signed in with the password, Ready for camp gives a code for the app.
  await signIn(browserTab, relay.url, EMAIL);
  await browserTab.goto(`${relay.url}/ready`);
  await browserTab.click({ css: 'button', text: 'Get a code for the app' });
  await waitFor(browserTab, { css: '[data-testid="app-code"]' });
  const code = await browserTab.evaluate(() => document.querySelector('[data-testid="app-code"]')?.textContent ?? '');
  expect(code).toMatch(/^\d{6}$/);

  // In the installed app: no password, only the code; the whole camp comes onto the phone.
  await installedApp.goto(`${relay.url}/login`);
  await installedApp.click({ css: 'a', text: 'Enter the code' });
  await installedApp.fill({ css: 'input[autocomplete="one-time-code"]' }, code);
  await installedApp.click({ css: 'button[type="submit"]', text: 'Sign In with the code' });
  await waitForText(installedApp, 'Getting the whole camp onto this phone', 60_000);
  await waitForText(installedApp, 'All done. Everything is on your phone.', 120_000);
  await waitFor(installedApp, { css: '[role="status"]', text: 'Up to date: the whole camp is on this phone.' }, 60_000);
  await waitInPage(installedApp, () => Boolean(navigator.serviceWorker.controller), null, 'the service worker to control the app');

  // The signal goes; every screen opens from the phone alone.
  relay.cut();
  await installedApp.reload();
  const screens = [
    ['/events', { css: 'article', text: 'Ridge Hike' }],
    ['/packing', { css: 'label', text: 'Swimsuit' }],
    ['/chat', { css: 'button', text: 'Jonas Pike' }],
    ['/safety', { css: '*', text: 'Head Counselor' }],
  ] as const;
  for (const [path, target] of screens) {
    await installedApp.goto(`${relay.url}${path}`);
    await waitFor(installedApp, target);
  }
  await installedApp.goto(`${relay.url}/chat`);
  await installedApp.click({ css: 'button', text: 'Jonas Pike' });
  await waitFor(installedApp, { css: '[data-testid="message"]', text: 'Canoes at the north dock' });
}
