import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import type { SignupSheet } from '../../contracts/signups';
import { householdMembers, households, users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, eventually, openSignedIn, waitForServiceWorker, type Session } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let admin: Session;
let camper: Session;
let birchParent: Session;

async function newCamper(
  email: string,
  firstName: string,
  role: 'camper' | 'organizer' = 'camper',
): Promise<{ id: string; session: Session }> {
  const [row] = await server.database.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword('password-123'), role, status: 'approved', firstName, lastName: 'Camper' })
    .returning({ id: users.id });
  return { id: row!.id, session: await apiLogin(server.url, email, 'password-123') };
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  admin = await apiLogin(server.url);
  camper = (await newCamper('robin@camp.test', 'Robin')).session;
  // The other family: a household of two, one of whom takes the slot for both.
  const [mum, dad] = [await newCamper('ash@camp.test', 'Ash'), await newCamper('birch@camp.test', 'Birch')];
  const [family] = await server.database.db.insert(households).values({ name: 'The Birches' }).returning({ id: households.id });
  await server.database.db.insert(householdMembers).values([mum, dad].map((m) => ({ userId: m.id, householdId: family!.id })));
  birchParent = dad.session;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const api = async <T>(who: Session, method: string, path: string, body?: object): Promise<{ status: number; body: T }> => {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
};

/** The phone's inbox, read straight from IndexedDB. */
const inbox = () =>
  browser.page.evaluate(
    () =>
      new Promise<{ title: string; message: string }[]>((resolve, reject) => {
        const open = indexedDB.open('camp-weekend');
        open.onerror = () => reject(new Error('no database'));
        open.onsuccess = () => {
          const req = open.result.transaction('notifications').objectStore('notifications').getAll();
          req.onsuccess = () => resolve(req.result as { title: string; message: string }[]);
        };
      }),
  );

describe('the sign-up sheet', () => {
  it('rolls back a slot claimed offline that another family took meanwhile, shows that family in it and says why', async () => {
    const { page, context } = browser;
    const supper = (
      await api<CampEvent>(admin, 'POST', '/admin/events', {
        title: 'Potluck Supper',
        description: 'Everyone brings something',
        event_time: new Date(Date.now() + 2 * 86400_000).toISOString(),
        location: 'Lodge',
        capacity: 0,
        event_type: 'meal',
      })
    ).body;
    const created = await api<SignupSheet>(admin, 'POST', '/admin/signups', {
      title: 'Potluck dishes',
      event_id: supper.id,
      slots: [
        { label: 'Salad', capacity: 2 },
        { label: 'Dessert', capacity: 1 },
      ],
    });
    expect(created.status).toBe(201);
    const sheet = created.body;

    // Online: the sheet reaches the phone and shows on its event's card, which leads to it.
    await openSignedIn(page, server.url, camper, '/events');
    const eventCard = page.getByRole('article', { name: 'Potluck Supper' });
    const link = eventCard.getByRole('link', { name: 'Potluck dishes: 2 of 2 slots open' });
    await link.waitFor();
    await waitForServiceWorker(page);
    await link.click();
    await page.waitForURL(`**/signups#signup-${sheet.id}`);
    const dessert = page.getByRole('article', { name: 'Potluck dishes' }).getByRole('listitem', { name: 'Dessert' });
    await dessert.getByRole('button', { name: 'Sign up' }).waitFor();

    // Offline: the claim shows at once as the family's, waiting to be sent.
    await context.setOffline(true);
    await dessert.getByRole('button', { name: 'Sign up' }).click();
    await dessert.getByText('Your family').waitFor();
    expect(await dessert.getByTestId('taken').textContent()).toBe('1 / 1 taken');
    await page.getByRole('article', { name: 'Potluck dishes' }).getByText('Waiting to send').waitFor();
    await page.getByText('Saved on this phone; it goes out when there is signal.').waitFor();

    // Meanwhile the other family, with signal, takes the dessert.
    const theirs = await api<SignupSheet>(birchParent, 'POST', `/signups/${sheet.id}/slots/${sheet.slots[1]?.id}/claim`, { claimed: true });
    expect(theirs.status).toBe(200);

    // Back online: the claim is refused and rolled back; the slot shows the other family, full.
    await context.setOffline(false);
    await dessert.getByTestId('takers').filter({ hasText: 'The Birches' }).waitFor({ timeout: 30_000 });
    await dessert.getByRole('button', { name: 'Full' }).waitFor();
    expect(await dessert.getByRole('button', { name: 'Full' }).isDisabled()).toBe(true);
    expect(await dessert.getByTestId('taken').textContent()).toBe('1 / 1 taken');
    expect(await dessert.getByText('Your family').count()).toBe(0);
    expect(await page.getByRole('article', { name: 'Potluck dishes' }).getByText('Waiting to send').count()).toBe(0);

    // The refusal is explained, once, in the inbox: what was not saved, and why.
    await eventually(
      async () => (await inbox()).filter((n) => n.message.includes('was not saved. This slot is full')).length === 1,
      'the refusal notice',
    );
    await page.goto(`${server.url}/notifications`);
    await page.getByText(/was not saved\. This slot is full/).waitFor();

    // A reload agrees, and the server holds only the other family's claim.
    await page.goto(`${server.url}/signups`);
    await dessert.getByTestId('takers').filter({ hasText: 'The Birches' }).waitFor();
    const onServer = (await api<SignupSheet[]>(camper, 'GET', '/signups')).body.find((s) => s.id === sheet.id);
    expect(onServer?.slots[1]).toMatchObject({ taken: 1, takers: ['The Birches'], mine: false });
  });

  it('lets an organizer create, edit and delete a sheet online, keeps what they typed when the title is missing, and says the editor needs a connection', async () => {
    const organizer = (await newCamper('sage@camp.test', 'Sage', 'organizer')).session;
    const phone = await launchBrowser();
    try {
      const { page, context } = phone;
      await openSignedIn(page, server.url, organizer, '/signups');
      await page.getByRole('link', { name: 'Manage' }).click();
      await page.getByRole('heading', { name: 'Manage sign-ups' }).waitFor();

      await page.getByRole('button', { name: 'New sheet' }).click();
      const dialog = page.getByRole('dialog', { name: 'New sheet' });
      await dialog.getByLabel('Slot 1', { exact: true }).fill('Morning wood');
      await dialog.getByRole('button', { name: 'New sheet' }).click();
      await dialog.getByText('Please give the sheet a title.').waitFor();
      expect(await dialog.getByLabel('Slot 1', { exact: true }).inputValue()).toBe('Morning wood');
      await dialog.getByLabel('Title').fill('Campfire wood');
      await dialog.getByRole('button', { name: 'Add a slot' }).click();
      await dialog.getByLabel('Slot 2', { exact: true }).fill('Evening wood');
      await dialog.getByLabel('Families for slot 2').fill('3');
      await dialog.getByRole('button', { name: 'New sheet' }).click();
      const card = page.getByRole('article', { name: 'Campfire wood' });
      await card.getByText('Evening wood').waitFor();
      await card.getByText('0 / 3 taken').waitFor();

      // A camper takes the morning slot; the organizer removes the evening slot and keeps the morning one with its claim.
      const sheet = (await api<SignupSheet[]>(camper, 'GET', '/signups')).body.find((s) => s.title === 'Campfire wood');
      expect((await api(camper, 'POST', `/signups/${sheet?.id}/slots/${sheet?.slots[0]?.id}/claim`, { claimed: true })).status).toBe(200);
      await card.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit sheet' });
      await edit.getByText("A slot you remove takes its families' sign-ups with it; slots you keep keep theirs.").waitFor();
      await edit.getByRole('button', { name: 'Remove slot 2' }).click();
      await edit.getByRole('button', { name: 'Save sheet' }).click();
      await card.getByText('Evening wood').waitFor({ state: 'detached' });
      await card.getByText(/1 \/ 1 taken · Robin Camper/).waitFor();

      // Offline the editor says it needs a connection and offers nothing to change.
      await context.setOffline(true);
      await page.getByText('The sign-up sheet editor needs a connection.', { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: 'New sheet' }).isDisabled()).toBe(true);
      expect(await card.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
      await context.setOffline(false);

      page.once('dialog', (confirm) => void confirm.accept());
      await card.getByRole('button', { name: 'Delete' }).click();
      await card.waitFor({ state: 'detached' });
      expect((await api<SignupSheet[]>(camper, 'GET', '/signups')).body.some((s) => s.title === 'Campfire wood')).toBe(false);
    } finally {
      await phone.close();
    }
  });
});
