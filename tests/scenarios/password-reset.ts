/**
 * The password reset, in any engine: "Forgot password?" mails a link; the link's page refuses a short password with
 * the spec's sentence and keeps the form, then sets a long one. The new password signs in on the phone, the old one
 * no longer does.
 */
import { expect } from 'vitest';
import { resetLinkIn, writtenMails } from '../support/reset-mail.js';
import { waitFor, waitForText, type PageDriver } from '../support/page-driver.js';
import { CAMPER_PASSWORD, type World } from '../support/scenario-world.js';
import { eventually, signIn } from './app-steps.js';

const EMAIL = 'juniper.reset@camp.test';
const NEW_PASSWORD = 'new-campfire-2';

export async function passwordReset(drv: PageDriver, world: World): Promise<void> {
  const { relay } = world;
  await world.camper(EMAIL, 'Juniper', 'Reed');
  await drv.goto(`${relay.url}/login`);
  await drv.click({ css: 'a', text: 'Forgot password?' });
  await drv.fill({ css: 'input[type="email"]' }, EMAIL);
  await drv.click({ css: 'button[type="submit"]', text: 'Send Reset Link' });
  await waitForText(drv, 'If an approved account uses this email');

  let link: string | undefined;
  await eventually(async () => {
    const mail = writtenMails(world.server.config.mailDir).find((m) => m.to === EMAIL);
    link = mail && resetLinkIn(mail);
    return link !== undefined;
  }, 'the reset mail');
  const { pathname, search } = new URL(link ?? '');
  await drv.goto(`${relay.url}${pathname}${search}`);

  await drv.fill({ css: 'input', text: 'New Password' }, 'short12');
  await drv.fill({ css: 'input', text: 'Confirm New Password' }, 'short12');
  await drv.click({ css: 'button[type="submit"]', text: 'Set New Password' });
  await waitFor(drv, { css: '[role="alert"]', text: 'Password must be at least 8 characters long' });
  await drv.fill({ css: 'input', text: 'New Password' }, NEW_PASSWORD);
  await drv.fill({ css: 'input', text: 'Confirm New Password' }, NEW_PASSWORD);
  await drv.click({ css: 'button[type="submit"]', text: 'Set New Password' });
  await waitForText(drv, 'Your password has been reset. Sign in with your new password.');

  const login = (password: string) =>
    fetch(`${world.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password }),
    }).then((res) => res.status);
  expect(await login(CAMPER_PASSWORD)).toBe(401);
  await signIn(drv, relay.url, EMAIL, NEW_PASSWORD);
}
