import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type Browser, closeE2e, type E2eServer, openE2e } from '../support/e2e.js';
import { onToHome } from '../support/first-start.js';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => ({ server, browser } = await openE2e()));
afterAll(() => closeE2e(server, browser));

describe('the notifications inbox in the browser', () => {
  it('welcomes a new phone with three notifications, counts them on the bell, reads, follows, marks all read and clears', async () => {
    const { page } = browser;
    const badge = page.getByTestId('unread-badge');
    const subtitle = (text: string) => page.locator('header p', { hasText: new RegExp(`^${text}$`) }).waitFor();
    const bell = page.getByRole('banner').getByRole('link', { name: 'Notifications' });

    // Sign in: the three welcome notifications arrive and the bell counts them.
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await onToHome(page);
    await expect.poll(() => badge.textContent()).toBe('3');

    await bell.click();
    await page.waitForURL('**/notifications');
    await subtitle('3 unread notifications');
    for (const title of ['Your packing list is ready', 'Share a new photo post', 'Dark mode is on']) await page.getByText(title).waitFor();

    // Mark one read: the subtitle and the badge go down.
    await page.getByRole('button', { name: 'Mark "Share a new photo post" as read' }).click();
    await subtitle('2 unread notifications');
    await expect.poll(() => badge.textContent()).toBe('2');

    // Click one with an action: it is read and the app goes to its screen.
    await page.getByText('Your packing list is ready').click();
    await page.waitForURL('**/packing');
    await expect.poll(() => badge.textContent()).toBe('1');

    // Mark All Read: nothing unread, the badge disappears.
    await bell.click();
    await page.waitForURL('**/notifications');
    await subtitle('1 unread notification');
    await page.getByRole('button', { name: 'Mark All Read' }).click();
    await subtitle('All caught up!');
    await badge.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Mark All Read' }).count()).toBe(0);

    // Clear all, after the confirmation.
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Clear all notifications' }).click();
    await page.getByText('No notifications yet').waitFor();
    expect(question).toBe('Are you sure you want to clear all notifications?');

    // They live in IndexedDB, and the welcome set does not come back after a reload.
    await page.reload();
    await subtitle('All caught up!');
    await page.getByText('No notifications yet').waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('notification')))).toEqual([]);
  });
});
