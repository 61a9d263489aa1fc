import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RollCall, RollCallBoard } from '../../contracts/rollcalls';
import { householdMembers, households, users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { seriousViolations } from '../support/axe.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, eventually, openSignedIn, waitForServiceWorker, type Session } from '../support/e2e-session.js';

let server: E2eServer;
let organizerPhone: Browser;
let riversPhone: Browser;
let lakesPhone: Browser;
let organizer: Session;
let ana: Session;
let ben: Session;
let mia: Session;
/** When an answer first reached the server (the request's arrival), by the server's clock. */
let answerArrivedAt: number | undefined;

const password = 'password-123';
async function person(email: string, firstName: string, lastName: string, fields: Partial<typeof users.$inferInsert> = {}) {
  await server.database.db.insert(users).values({
    email,
    passwordHash: await hashPassword(password),
    role: 'camper',
    status: 'approved',
    firstName,
    lastName,
    ...fields,
  });
  return apiLogin(server.url, email, password);
}

async function household(name: string, ...members: Session[]): Promise<void> {
  const [row] = await server.database.db.insert(households).values({ name }).returning();
  if (!row) throw new Error('household insert failed');
  await server.database.db.insert(householdMembers).values(members.map((m) => ({ householdId: row.id, userId: m.user.id })));
}

/** Notes when the first roll call answer reaches the server, alone or in a batch. */
function watchAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && /^\/api\/(roll-calls\/[^/]+\/answer|sync)/.test(request.url)) answerArrivedAt ??= Date.now();
  });
}

beforeAll(async () => {
  server = await startE2eServer({}, watchAnswers);
  [organizerPhone, riversPhone, lakesPhone] = await Promise.all([launchBrowser(), launchBrowser(), launchBrowser()]);
  organizer = await person('olga@camp.test', 'Olga', 'Organizer', { role: 'organizer', phone: '555-0100' });
  ana = await person('ana@camp.test', 'Ana', 'River', { phone: '555-0111' });
  const teo = await person('teo@camp.test', 'Teo', 'River');
  ben = await person('ben@camp.test', 'Ben', 'Lake', { phone: '555-0142', emergencyContact: 'Grandpa Lake 555-0143' });
  mia = await person('mia@camp.test', 'Mia', 'Lake', { phone: '555-0144' });
  await household('The Rivers', ana, teo);
  await household('The Lakes', ben, mia);
}, 120_000);
afterAll(async () => {
  await Promise.all([organizerPhone, riversPhone, lakesPhone].map((b) => b?.close()));
  await server?.close();
});

const bannerOf = (b: Browser) => b.page.getByRole('region', { name: 'Roll call: tell the organizers whether you are safe' });
const rowOn = (b: Browser, name: string) => b.page.locator(`li[aria-label="${name}"]`);

describe('the roll call at the campsite', () => {
  it('reaches offline campers, sends a household answer when signal returns, and the organizer sees it live', async () => {
    // Both families have the app on their phones, with signal for now.
    for (const [phone, who] of [
      [riversPhone, ana],
      [lakesPhone, ben],
    ] as const) {
      await openSignedIn(phone.page, server.url, who, '/events');
      await phone.page.getByRole('article', { name: 'Sunrise Yoga' }).waitFor();
      await waitForServiceWorker(phone.page);
    }

    // The organizer starts a roll call from the Safety Center.
    const { page } = organizerPhone;
    await openSignedIn(page, server.url, organizer, '/safety');
    await page.getByLabel('Message').fill('Storm coming: tell us you are safe');
    // Without signal the organizer is told that starting one needs a connection, and keeps what they typed.
    await organizerPhone.context.setOffline(true);
    await page.getByText('Starting a roll call needs a connection. You are offline.').waitFor();
    expect(await page.getByRole('button', { name: 'Start roll call' }).isDisabled()).toBe(true);
    await organizerPhone.context.setOffline(false);
    expect(await page.getByLabel('Message').inputValue()).toBe('Storm coming: tell us you are safe');
    await page.getByRole('button', { name: 'Start roll call' }).click();
    await rowOn(organizerPhone, 'Ana River').waitFor();
    expect(await rowOn(organizerPhone, 'Ana River').getAttribute('data-status')).toBe('pending');

    // The roll call reaches both phones while they have signal; then the signal goes.
    for (const phone of [riversPhone, lakesPhone])
      await bannerOf(phone).getByText('Storm coming: tell us you are safe').waitFor({ timeout: 30_000 });
    await riversPhone.context.setOffline(true);
    await lakesPhone.context.setOffline(true);

    // Ana answers safe for her whole household, offline: the banner waits for signal and offers an SMS.
    const banner = bannerOf(riversPhone);
    await banner.getByLabel('For my whole household').check();
    await banner.getByRole('button', { name: "We're safe" }).click();
    await banner.getByText('Waiting for signal').waitFor();
    const sms = await banner.getByRole('link', { name: 'Text Sarah Johnson instead' }).getAttribute('href');
    expect(sms).toMatch(/^sms:5552345678\?body=/);
    expect(decodeURIComponent(sms?.split('body=')[1] ?? '')).toBe("Roll call: We're safe");
    // The banner, asking and waiting, and the board are usable by everyone.
    expect(await seriousViolations(riversPhone.page)).toEqual([]);
    expect(await seriousViolations(lakesPhone.page)).toEqual([]);
    // The offline banner survives a reload (the answer is kept on the phone).
    await riversPhone.page.reload();
    await bannerOf(riversPhone).getByText('Waiting for signal').waitFor();
    expect(answerArrivedAt).toBeUndefined();
    expect(await rowOn(organizerPhone, 'Teo River').getAttribute('data-status')).toBe('pending');

    // Signal returns: the answer goes, and the organizer's board shows the Rivers safe within 5 s of its arrival.
    await riversPhone.context.setOffline(false);
    await eventually(async () => answerArrivedAt !== undefined, 'the answer to reach the server', 30_000);
    await eventually(
      async () =>
        (await rowOn(organizerPhone, 'Ana River').getAttribute('data-status')) === 'safe' &&
        (await rowOn(organizerPhone, 'Teo River').getAttribute('data-status')) === 'safe',
      'the board to show the Rivers safe',
      30_000,
    );
    const shownAfter = Date.now() - (answerArrivedAt ?? 0);
    expect(shownAfter).toBeLessThan(5000);
    await bannerOf(riversPhone).waitFor({ state: 'detached' });

    // The Lakes still show pending, with their phone and emergency contact, on the organizer's board.
    const benRow = rowOn(organizerPhone, 'Ben Lake');
    expect(await benRow.getAttribute('data-status')).toBe('pending');
    expect(await benRow.textContent()).toContain('555-0142');
    expect(await benRow.textContent()).toContain('Grandpa Lake 555-0143');
    expect(await rowOn(organizerPhone, 'Mia Lake').getAttribute('data-status')).toBe('pending');
    const counts = page.locator('[data-count="safe"]');
    expect(await counts.textContent()).toContain('2');

    expect(await seriousViolations(page)).toEqual([]);
    // Help first, then pending, then safe.
    const order = await page.locator('li[data-status]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')));
    expect(order.indexOf('safe')).toBeGreaterThan(order.lastIndexOf('pending'));

    // Only the organizer sees phones: a camper's board has none, and a camper's screens show none.
    const rollCalls = await fetch(`${server.url}/api/roll-calls`, { headers: { authorization: `Bearer ${organizer.token}` } });
    const [open] = (await rollCalls.json()) as RollCall[];
    const camperBoard = (await (
      await fetch(`${server.url}/api/roll-calls/${open?.id}`, { headers: { authorization: `Bearer ${ana.token}` } })
    ).json()) as RollCallBoard;
    const lakeOnCamperBoard = camperBoard.people.find((p) => p.user_id === mia.user.id);
    expect(lakeOnCamperBoard?.status).toBe('pending');
    expect(lakeOnCamperBoard).not.toHaveProperty('phone');
    await riversPhone.page.goto(`${server.url}/safety`);
    await riversPhone.page.getByRole('heading', { name: 'Safety Center' }).waitFor();
    expect(await riversPhone.page.getByText('555-0142').count()).toBe(0);
    expect(await riversPhone.page.getByRole('button', { name: 'Start roll call' }).count()).toBe(0);

    // The Lakes, still offline, still see the banner asking them.
    await bannerOf(lakesPhone).getByRole('button', { name: "We're safe" }).waitFor();
  }, 240_000);

  it('keeps the closed roll call: its whole board opens under Past roll calls, the unanswered as "No answer"', async () => {
    const { page } = organizerPhone;
    await page.getByRole('button', { name: 'Close roll call' }).click();
    await page.getByRole('button', { name: 'Start roll call' }).waitFor();
    await page.getByText('Past roll calls').click();
    const past = page.locator('details details').filter({ hasText: 'Storm coming: tell us you are safe' });
    await past.getByText('2 safe, 0 needed help').click();
    await past.locator('li[aria-label="Ben Lake"]').waitFor();
    const ben = past.locator('li[aria-label="Ben Lake"]');
    expect(await ben.getAttribute('data-status')).toBe('pending');
    expect(await ben.textContent()).toContain('No answer');
    expect(await ben.textContent()).toContain('555-0142');
    expect(await past.locator('li[aria-label="Ana River"]').textContent()).toContain('Safe');
    expect(await past.locator('[data-count="pending"]').textContent()).toContain('No answer');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
