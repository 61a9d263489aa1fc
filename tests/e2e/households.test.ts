import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../contracts/households';
import { type Browser, closeE2e, type E2eServer, openE2e } from '../support/e2e.js';
import { apiLogin, approvedCamper, openSignedIn, waitForServiceWorker, type Session } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let admin: Session;
let camper: Session;
beforeAll(async () => {
  ({ server, browser } = await openE2e());
  admin = await apiLogin(server.url);
  camper = await approvedCamper(server.url, admin, {
    email: 'rosa@camp.test',
    password: 'campfire-123',
    first_name: 'Rosa',
    last_name: 'Vega',
    date_of_birth: '1985-02-03',
  });
});
afterAll(() => closeE2e(server, browser));

describe('households, in Chromium', () => {
  it('an admin creates a household in User Management, and the camper sees it on Profile, offline too', async () => {
    const { page, context } = browser;
    await openSignedIn(page, server.url, admin, '/admin/users');
    await page.getByRole('tab', { name: 'Households' }).click();
    const section = page.getByRole('region', { name: 'Households' });
    await section.getByRole('button', { name: 'New household' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Household name').fill('The Vega Family');
    await dialog.getByLabel('Children without an account').fill('2');
    await dialog.getByLabel('Rosa Vega').check();
    await dialog.getByRole('button', { name: 'New household' }).click();
    await section.getByRole('listitem', { name: 'The Vega Family' }).getByText('1 member · 2 children without an account').waitFor();

    const mine = await fetch(`${server.url}/api/households/mine`, { headers: { authorization: `Bearer ${camper.token}` } });
    expect(((await mine.json()) as Household).name).toBe('The Vega Family');

    // Another person on the same phone: the admin's copy goes and Rosa's whole camp comes down first.
    await openSignedIn(page, server.url, camper, '/profile');
    const household = page.getByRole('region', { name: 'My household' });
    await household.getByText('The Vega Family').waitFor({ timeout: 60_000 });
    await waitForServiceWorker(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await household.getByText('The Vega Family').waitFor();
      await household.getByText('2 children without an account').waitFor();
      expect(await household.getByRole('listitem').allTextContents()).toEqual(['Rosa Vega']);
    } finally {
      await context.setOffline(false);
    }
  });
});
