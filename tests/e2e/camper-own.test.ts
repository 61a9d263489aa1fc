import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reflection } from '../../contracts/reflections';
import type { User } from '../../contracts/profile';
import { type Browser, closeE2e, type E2eServer, openE2e } from '../support/e2e.js';
import { sentChanges } from '../support/sent-changes.js';
import {
  apiLogin,
  approvedCamper,
  eventually,
  openSignedIn,
  recordWrites,
  waitForServiceWorker,
  type Session,
} from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let camper: Session;
beforeAll(async () => {
  ({ server, browser } = await openE2e());
  const admin = await apiLogin(server.url);
  camper = await approvedCamper(server.url, admin, {
    email: 'maya@camp.test',
    password: 'campfire-123',
    first_name: 'Maya',
    last_name: 'Reed',
    date_of_birth: '1988-04-12',
  });
});
afterAll(() => closeE2e(server, browser));

const api = async <T>(path: string, token = camper.token) => {
  const res = await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as T };
};

/** What the phone sent of one kind of change: direct calls and operations inside /api/sync batches. */
function sent(writes: ReturnType<typeof recordWrites>, method: string, path: string) {
  return sentChanges(writes).filter((o) => o.method === method && o.path === path).length;
}

describe("the camper's own, in Chromium", () => {
  it('a profile edit and a reflection written offline both reach the server exactly once', async () => {
    const { page, context } = browser;
    await openSignedIn(page, server.url, camper, '/reflections');
    await page
      .getByRole('button', { name: /^Reflect on / })
      .first()
      .waitFor();
    await waitForServiceWorker(page);
    await page.goto(`${server.url}/profile`);
    await page.getByRole('region', { name: 'Personal Information' }).waitFor();
    const writes = recordWrites(context);

    await context.setOffline(true);
    await page.getByRole('region', { name: 'Personal Information' }).getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Phone', { exact: true }).fill('555-0142');
    await page.getByLabel('Emergency Contact').fill('Grandma Reed 555-0199');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved on this phone. It will be sent when you have signal.').waitFor();
    await page.getByRole('region', { name: 'Personal Information' }).getByText('555-0142').waitFor();

    await page.goto(`${server.url}/reflections`);
    await page
      .getByRole('button', { name: /^Reflect on / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('High').fill('The canoe race');
    await dialog.getByLabel('Low').fill('Rain on Saturday');
    await dialog.getByLabel('Glitter').fill('Fireflies by the lake');
    await dialog.getByRole('button', { name: 'Save Reflection' }).click();
    await page
      .getByRole('article', { name: /reflection$/ })
      .getByText('Waiting to send')
      .waitFor();
    expect((await api<User>('/users/me')).body).toMatchObject({ user: { profile: { phone: null } } });

    await context.setOffline(false);
    await eventually(
      async () => (await api<{ user: User }>('/users/me')).body.user.profile.phone === '555-0142',
      'the profile edit to reach the server',
    );
    await eventually(async () => (await api<Reflection[]>('/reflections')).body.length === 1, 'the reflection to reach the server');
    await eventually(async () => (await page.getByText('Waiting to send').count()) === 0, 'the phone to have nothing left waiting');
    expect((await api<{ user: User }>('/users/me')).body.user.profile.emergency_contact).toBe('Grandma Reed 555-0199');
    expect((await api<Reflection[]>('/reflections')).body[0]).toMatchObject({
      high: 'The canoe race',
      low: 'Rain on Saturday',
      glitter: 'Fireflies by the lake',
      is_public: false,
    });
    expect([sent(writes, 'PUT', '/users/me'), sent(writes, 'POST', '/reflections')]).toEqual([1, 1]);
  });

  it('an uploaded avatar shows in the frame', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/profile`);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    await page.getByLabel('Upload avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Avatar uploaded successfully!').waitFor();
    const { avatar_url } = (await api<{ user: User }>('/users/me')).body.user;
    expect(avatar_url).toMatch(/^\/uploads\/avatars\//);
    const frame = page.getByRole('banner').getByTestId('frame-avatar');
    await eventually(async () => (await frame.getAttribute('src')) === avatar_url, 'the frame to show the new avatar');
    expect(await frame.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);
  });

  it('account deletion shows the notice, signs out to /login after 3 s, and the old token is refused', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete Account' }).click();
    await page.getByText('Account deletion requested. Your data will be deleted within 30 days.').waitFor();
    const noticeAt = Date.now();
    await page.waitForURL(/\/login$/, { timeout: 15_000 });
    const waited = Date.now() - noticeAt;
    expect(waited).toBeGreaterThanOrEqual(2500);
    expect(waited).toBeLessThan(10_000);
    expect((await api('/users/me')).status).toBe(401);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state?: { token: string | null } }),
    ).toMatchObject({ state: { token: null } });
  });
});
