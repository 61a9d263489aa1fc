import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../contracts/error-codes.js';
import { closeE2e, openE2e, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, openSignedIn } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = await openE2e());
});
afterAll(() => closeE2e(server, browser));

const exchange = (key: string) => fetch(`${server.url}/api/hub/exchange`, { method: 'POST', headers: { authorization: `Hub ${key}` } });

describe('Admin → Camp hub', () => {
  it('shows a new key once with the command that starts the hub, lists it, and revokes it so the cloud refuses it', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const admin = await apiLogin(server.url);
    await openSignedIn(page, server.url, admin, '/admin');
    await page.getByRole('link', { name: 'Camp hub' }).click();

    const form = page.getByRole('form', { name: 'Create a hub key' });
    await form.getByLabel('Label (optional)').fill('Lake house laptop');
    await form.getByRole('button', { name: 'Create a hub key' }).click();
    const shown = page.getByTestId('created-hub-key');
    await shown.waitFor({ timeout: 30_000 });
    const key = (await shown.textContent()) ?? '';
    expect(key).toMatch(/^hub_[\w-]{43}$/);
    await page.getByText('Copy it now: this key will not be shown again.').waitFor();
    expect(await page.getByTestId('hub-command').textContent()).toBe(`npm run hub -- --cloud ${server.url} --key ${key}`);
    await page.getByRole('button', { name: 'Copy command' }).click();
    await page.getByText('Command copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`npm run hub -- --cloud ${server.url} --key ${key}`);
    await page.getByRole('button', { name: 'Copy key' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 10_000 }).toBe(key);

    // The cloud takes the key until it is revoked.
    expect((await exchange(key)).status).toBe(200);
    const card = page.getByTestId('hub-key-card').filter({ hasText: 'Lake house laptop' });
    await card.getByText('Active').waitFor();

    // Every target is at least 44 px high, and nothing scrolls sideways on a small phone, in either theme.
    const parts = ['form', 'section[aria-label="Your new hub key"]', '[data-testid="hub-key-card"]'];
    const targets = await page.locator(parts.map((s) => `${s} button, ${s} input`).join(', ')).all();
    // The label, Create, Copy key, Copy command and Revoke.
    expect(targets.length).toBe(5);
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44);
    }
    await page.setViewportSize({ width: 320, height: 800 });
    for (const dark of [true, false]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    }
    await page.setViewportSize({ width: 390, height: 844 });

    // Seen again, the screen lists the key by its label, never the key itself.
    await page.reload();
    await card.getByText('Active').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('created-hub-key').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain(key);
    await card.getByText(/last used/).waitFor();

    await card.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Hub key revoked.').waitFor({ timeout: 30_000 });
    await card.getByText('Revoked').first().waitFor();
    expect(await card.getByRole('button', { name: 'Revoke' }).count()).toBe(0);

    const refused = await exchange(key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: serverErrors.hub_key_refused, code: 'hub_key_refused' });
  }, 180_000);
});
