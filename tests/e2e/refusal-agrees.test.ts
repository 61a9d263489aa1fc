import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import type { Poll } from '../../contracts/polls';
import { users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, openSignedIn, waitForServiceWorker, type Session } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let admin: Session;
let camper: Session;
const others: Session[] = [];

async function newCamper(email: string): Promise<Session> {
  await server.database.db.insert(users).values({
    email,
    passwordHash: await hashPassword('password-123'),
    role: 'camper',
    status: 'approved',
    firstName: 'Camper',
    lastName: email.slice(0, 5),
  });
  return apiLogin(server.url, email, 'password-123');
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  admin = await apiLogin(server.url);
  camper = await newCamper('river@camp.test');
  for (const name of ['ash', 'birch', 'cedar', 'dune']) others.push(await newCamper(`${name}@camp.test`));
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

describe('after a refused change the phone agrees with the server', () => {
  it('an RSVP to an event that filled meanwhile ends Full, offering the waitlist instead of RSVP; a vote on a poll that ended ends Ended', async () => {
    const { page, context } = browser;
    const archery = (
      await api<CampEvent>(admin, 'POST', '/admin/events', {
        title: 'Archery Duel',
        description: 'Bows and targets',
        event_time: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        location: 'Range',
        capacity: 4,
        event_type: 'activity',
      })
    ).body;
    for (const other of others.slice(0, 3)) expect((await api(other, 'POST', `/events/${archery.id}/register`)).status).toBe(200);
    const poll = (
      await api<Poll>(admin, 'POST', '/admin/polls', { question: 'Which night for the talent show?', options: ['Friday', 'Saturday'] })
    ).body;

    // Online: 3 of 4 places are taken and the poll is open.
    await openSignedIn(page, server.url, camper, '/events');
    const card = page.getByRole('article', { name: 'Archery Duel' });
    await card.getByTestId('registered').filter({ hasText: '3 / 4 registered' }).waitFor();
    await waitForServiceWorker(page);
    await page.goto(`${server.url}/`);
    const pollCard = page.getByRole('article', { name: 'Poll: Which night for the talent show?' });
    await pollCard.waitFor();

    // Offline: the camper votes and RSVPs; both show at once, waiting to be sent.
    await context.setOffline(true);
    await pollCard.getByLabel('Saturday').check();
    await pollCard.getByRole('button', { name: 'Submit Vote' }).click();
    await pollCard.getByText('Waiting to send').waitFor();
    await page.goto(`${server.url}/events`);
    await card.getByRole('button', { name: 'RSVP' }).click();
    await card.getByTestId('registered').filter({ hasText: '4 / 4 registered' }).waitFor();
    await card.getByText('Waiting to send').waitFor();

    // Meanwhile someone with signal takes the last place, and the admin ends the poll.
    expect((await api(others[3] as Session, 'POST', `/events/${archery.id}/register`)).status).toBe(200);
    expect((await api(admin, 'PUT', `/admin/polls/${poll.id}/toggle`)).status).toBe(200);

    // Back online: both are refused, rolled back, and the phone shows what the server holds.
    await context.setOffline(false);
    await card.getByRole('button', { name: 'Join waitlist' }).waitFor({ timeout: 30_000 });
    expect(await card.getByRole('button', { name: 'RSVP', exact: true }).count()).toBe(0);
    expect(await card.getByTestId('registered').textContent()).toBe('4 / 4 registered');
    expect(await card.getByTestId('availability').textContent()).toBe('Full');
    expect(await card.getByText('Waiting to send').count()).toBe(0);
    // A reload asks the server again and keeps agreeing.
    await page.reload();
    await card.getByRole('button', { name: 'Join waitlist' }).waitFor();

    await page.goto(`${server.url}/`);
    await pollCard.getByText('Ended').waitFor({ timeout: 30_000 });
    expect(await pollCard.getByRole('button', { name: 'Submit Vote' }).count()).toBe(0);
    expect(await pollCard.getByText('Waiting to send').count()).toBe(0);

    // The server is unchanged by the refused changes.
    const onServer = (await api<CampEvent[]>(camper, 'GET', '/events')).body.find((e) => e.id === archery.id);
    expect(onServer).toMatchObject({ registration_count: 4, is_user_registered: false });
    const pollOnServer = (await api<Poll[]>(camper, 'GET', '/polls')).body.find((p) => p.id === poll.id);
    expect(pollOnServer).toMatchObject({ totalVotes: 0, userVote: null, isActive: false });
  });
});
