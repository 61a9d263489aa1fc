/**
 * Family invitations, in any engine: the administrator creates an invitation for a new household of 3 on
 * Admin → Invitations; three separate phones (each a fresh browser with its own storage) open the link, register
 * and are signed in, approved and in the household; a fourth is refused with the server's sentence, and so is the
 * link of an invitation the administrator revoked on the page.
 */
import { expect } from 'vitest';
import type { Invitation } from '../../contracts/invitations.js';
import { apiLogin, type Session } from '../support/e2e-session.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/test-admin.js';
import { waitFor, waitForText, waitInPage, type PageDriver } from '../support/page-driver.js';
import type { World } from '../support/scenario-world.js';
import { signIn } from './app-steps.js';

type Phone = { drv: PageDriver; close(): Promise<void> };
const UNUSABLE = 'This invitation can no longer be used. Please ask the camp organizers for a new link.';
const PASSWORD = 'riverside-2026';

/** The link's path on the relay: the server writes links to its PUBLIC_URL. */
const onRelay = (world: World, url: string) => `${world.relay.url}${new URL(url).pathname}`;

/** Creates an invitation for a new household on Admin → Invitations and answers its link as the page shows it. */
async function createOnPage(drv: PageDriver, world: World, household: string, uses: number): Promise<string> {
  await drv.goto(`${world.relay.url}/admin/invitations`);
  await drv.fill({ css: 'input', text: "New household's name" }, household);
  await drv.fill({ css: 'input', text: 'People who can join' }, String(uses));
  await drv.click({ css: 'button[type="submit"]', text: 'Create Invitation' });
  await waitFor(drv, { css: 'section', text: `Invitation for ${household}` });
  return drv.evaluate(() => document.querySelector('[data-testid="created-link"]')?.textContent ?? '');
}

/** Sets the date field as a person picking a day does (engines draw date pickers differently). */
const setBirthDate = (drv: PageDriver, value: string) =>
  drv.evaluate((day: string) => {
    const input = document.querySelector<HTMLInputElement>('input[type="date"]');
    if (!input) throw new Error('no date field');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, day);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);

/**
 * Opens the link on a fresh phone, registers through the join page, and waits until the app holds the session, on
 * the first start that brings the whole camp onto the phone.
 */
async function joinThrough(phone: Phone, link: string, who: { first: string; email: string }): Promise<void> {
  const { drv } = phone;
  await drv.goto(link);
  await waitForText(drv, 'Join The Rivers at Camp Weekend');
  await drv.fill({ css: 'input', text: 'First Name' }, who.first);
  await drv.fill({ css: 'input', text: 'Last Name' }, 'River');
  await setBirthDate(drv, '1990-05-01');
  await drv.fill({ css: 'input[type="email"]' }, who.email);
  await drv.fill({ css: 'input', text: 'Password' }, PASSWORD);
  await drv.fill({ css: 'input', text: 'Confirm Password' }, PASSWORD);
  await drv.click({ css: 'button[type="submit"]', text: 'Join' });
  await waitInPage(
    drv,
    () =>
      location.pathname === '/ready' &&
      location.search.includes('first') &&
      (localStorage.getItem('auth-storage') ?? '').includes('"token"'),
    null,
    'signed in, on the first start',
  );
  await waitForText(drv, 'Getting the whole camp onto this phone');
  // The session this phone holds is the new person's, in the household.
  const household = await drv.evaluate(async () => {
    const { state } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: { token: string } };
    const res = await fetch('/api/households/mine', { headers: { authorization: `Bearer ${state.token}` } });
    return ((await res.json()) as { name?: string } | null)?.name;
  });
  expect(household).toBe('The Rivers');
}

/** POST /api/invitations/{token}/register straight to the server: the status and the sentence. */
async function registerDirectly(world: World, link: string, email: string): Promise<{ status: number; error?: string }> {
  const res = await fetch(`${world.server.url}/api${new URL(link).pathname.replace('/join/', '/invitations/')}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, first_name: 'Late', last_name: 'River', date_of_birth: '1990-05-01' }),
  });
  return { status: res.status, error: ((await res.json()) as { error?: string }).error };
}

export async function familyInvitation(open: () => Promise<Phone>, world: World): Promise<void> {
  const admin = await open();
  try {
    await signIn(admin.drv, world.relay.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const link = onRelay(world, await createOnPage(admin.drv, world, 'The Rivers', 3));
    expect(link).toMatch(/\/join\/[\w-]{22,}$/);

    const family = [
      { first: 'Rae', email: 'rae.river@camp.test' },
      { first: 'Rob', email: 'rob.river@camp.test' },
      { first: 'Ria', email: 'ria.river@camp.test' },
    ];
    for (const who of family) {
      const phone = await open();
      try {
        await joinThrough(phone, link, who);
      } finally {
        await phone.close();
      }
    }
    // Approved (they sign in with their password), and in the household.
    for (const who of family) {
      const session: Session = await apiLogin(world.server.url, who.email, PASSWORD);
      const mine = await world.api<{ name: string; members: { name: string }[] } | null>(session, 'GET', '/households/mine');
      expect(mine.body?.name).toBe('The Rivers');
      expect(mine.body?.members.map((m) => m.name).sort()).toEqual(['Rae River', 'Ria River', 'Rob River']);
    }

    // A fourth use is refused, on the page and at the server, with its sentence.
    const fourth = await open();
    try {
      await fourth.drv.goto(link);
      await waitFor(fourth.drv, { css: '[role="alert"]', text: UNUSABLE });
      expect(await registerDirectly(world, link, 'fourth.river@camp.test')).toEqual({ status: 410, error: UNUSABLE });

      // The administrator's page says who joined and that it is used up; a second invitation revoked there is refused at once.
      await admin.drv.goto(`${world.relay.url}/admin/invitations`);
      await waitFor(admin.drv, { css: '[data-testid="invitation-card"]', text: 'Joined: ' });
      const pines = onRelay(world, await createOnPage(admin.drv, world, 'The Pines', 2));
      const card = { css: '[data-testid="invitation-card"]', text: 'The Pines' };
      await admin.drv.click({ css: 'button', text: 'Revoke', in: card });
      await admin.drv.click({ css: '[role="dialog"] button', text: 'Revoke' });
      await waitFor(admin.drv, { css: '[data-testid="invitation-card"]', text: 'Revoked' });
      const listed = await world.api<{ invitations: Invitation[] }>(world.admin, 'GET', '/admin/invitations');
      const rivers = listed.body.invitations.find((i) => i.household_name === 'The Rivers');
      expect(rivers?.uses_left).toBe(0);
      expect(rivers?.joined.map((j) => j.name).sort()).toEqual(['Rae River', 'Ria River', 'Rob River']);

      await fourth.drv.goto(pines);
      await waitFor(fourth.drv, { css: '[role="alert"]', text: UNUSABLE });
      expect(await registerDirectly(world, pines, 'late.pine@camp.test')).toEqual({ status: 410, error: UNUSABLE });
    } finally {
      await fourth.close();
    }
  } finally {
    await admin.close();
  }
}
