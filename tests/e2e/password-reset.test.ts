import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { onToHome } from '../support/first-start.js';
import { resetLinkIn, writtenMails } from '../support/reset-mail.js';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const camper = { email: 'juniper.reset@camp.test', oldPassword: 'old-campfire-1', newPassword: 'new-campfire-2' };

/** The reset link mailed to `email`, read from the .eml the server wrote under DATA_DIR/mail, opened on this server. */
async function mailedLink(email: string): Promise<string> {
  let link: string | undefined;
  await vi.waitFor(
    () => {
      const mail = writtenMails(server.config.mailDir).find((m) => m.to === email);
      link = mail && resetLinkIn(mail);
      expect(link).toBeDefined();
    },
    { timeout: 30_000, interval: 100 },
  );
  const { pathname, search } = new URL(link ?? '');
  expect(pathname).toBe('/reset-password');
  return `${server.url}${pathname}${search}`;
}

describe('password reset by email', () => {
  it('mails a link that sets a new password; the new one signs in, the old one no longer does, and the link works once', async () => {
    await server.database.db.insert(users).values({
      email: camper.email,
      passwordHash: await hashPassword(camper.oldPassword),
      status: 'approved',
      firstName: 'Juniper',
      lastName: 'Reed',
    });
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(camper.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('status').getByText('If an approved account uses this email').waitFor();
    // Those without email access still find the counselors here.
    expect(await page.getByLabel('Counselor contacts').getByRole('listitem').count()).toBeGreaterThan(0);

    const link = await mailedLink(camper.email);
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('short12');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('short12');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('alert').getByText('Password must be at least 8 characters long').waitFor();
    await page.getByLabel('New Password', { exact: true }).fill(camper.newPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(camper.newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('status').getByText('Your password has been reset. Sign in with your new password.').waitFor();

    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(camper.email);
    await page.getByLabel('Password', { exact: true }).fill(camper.oldPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Invalid email or password.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(camper.newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await onToHome(page);

    // The same link again: it says it was used and offers a new one.
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('third-campfire-3');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('third-campfire-3');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('alert').getByText('This password reset link was already used. Please ask for a new one.').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
  });
});
