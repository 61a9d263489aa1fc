import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import type { Poll } from '../../contracts/polls';
import { users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, eventually, openSignedIn, waitForServiceWorker, type Session } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
let admin: Session;
let camper: Session;
let rival: Session;
let yoga: CampEvent;

/** Upcoming events (the seeded camp has ended, so takes no RSVP): a week ahead, on the hour. */
const YOGA_STARTS = new Date(Math.ceil((Date.now() + 7 * 86_400_000) / 3_600_000) * 3_600_000);
const KAYAK_STARTS = new Date(YOGA_STARTS.getTime() + 4 * 3_600_000).toISOString();
/** DTSTART's form of an instant: 20250906T140000Z. */
const icsStart = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

async function newCamper(email: string): Promise<Session> {
  await server.database.db.insert(users).values({
    email,
    passwordHash: await hashPassword('password-123'),
    role: 'camper',
    status: 'approved',
    firstName: 'Sam',
    lastName: email.slice(0, 4),
  });
  return apiLogin(server.url, email, 'password-123');
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  admin = await apiLogin(server.url);
  camper = await newCamper('robin@camp.test');
  rival = await newCamper('alex@camp.test');
  yoga = await api<CampEvent>(admin, 'POST', '/admin/events', {
    title: 'Lakeside Yoga',
    description: 'Mats on the dock',
    event_time: YOGA_STARTS.toISOString(),
    location: 'Dock',
    capacity: 15,
    event_type: 'activity',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const api = async <T>(who: Session, method: string, path: string, body?: object): Promise<T> => {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as T;
};
const eventOnServer = async (id: string) => (await api<CampEvent[]>(camper, 'GET', '/events')).find((e) => e.id === id);
const pollOnServer = async (id: string) => (await api<Poll[]>(camper, 'GET', '/polls')).find((p) => p.id === id);

/** The phone's inbox, read straight from IndexedDB. */
const inbox = () =>
  browser.page.evaluate(
    () =>
      new Promise<{ title: string; message: string; read: boolean }[]>((resolve, reject) => {
        const open = indexedDB.open('camp-weekend');
        open.onerror = () => reject(new Error('no database'));
        open.onsuccess = () => {
          const req = open.result.transaction('notifications').objectStore('notifications').getAll();
          req.onsuccess = () => resolve(req.result as { title: string; message: string; read: boolean }[]);
        };
      }),
  );

describe('events and polls offline', () => {
  it('keeps an RSVP and a vote made offline, sends both on reconnect, and rolls back an RSVP to an event that filled meanwhile', async () => {
    const { page, context } = browser;
    const kayak = await api<CampEvent>(admin, 'POST', '/admin/events', {
      title: 'Solo Kayak Tour',
      description: 'One seat',
      event_time: KAYAK_STARTS,
      location: 'Dock',
      capacity: 1,
      event_type: 'activity',
    });
    const poll = await api<Poll>(admin, 'POST', '/admin/polls', { question: 'Which campfire treat?', options: ['Smores', 'Popcorn'] });

    // Online: the events and the polls reach the phone, and the service worker installs.
    await openSignedIn(page, server.url, camper, '/events');
    const yogaCard = page.getByRole('article', { name: 'Lakeside Yoga' });
    const kayakCard = page.getByRole('article', { name: 'Solo Kayak Tour' });
    await yogaCard.waitFor();
    await waitForServiceWorker(page);
    await page.goto(`${server.url}/`);
    await page.getByRole('article', { name: 'Poll: Which campfire treat?' }).waitFor();
    await page.goto(`${server.url}/events`);
    await kayakCard.waitFor();
    const badgeBefore = Number(
      (await page
        .getByTestId('unread-badge')
        .textContent({ timeout: 2000 })
        .catch(() => '0')) ?? 0,
    );

    // Offline: two RSVPs show at once, waiting to be sent.
    await context.setOffline(true);
    await yogaCard.getByRole('button', { name: 'RSVP' }).click();
    await yogaCard.getByRole('button', { name: 'Cancel RSVP' }).waitFor();
    expect(await yogaCard.getByTestId('registered').textContent()).toBe('1 / 15 registered');
    await yogaCard.getByText('Waiting to send').waitFor();
    await kayakCard.getByRole('button', { name: 'RSVP' }).click();
    await kayakCard.getByRole('button', { name: 'Cancel RSVP' }).waitFor();
    expect(await kayakCard.getByTestId('availability').textContent()).toBe('Full');

    // ...and a vote.
    await page.goto(`${server.url}/`);
    const pollCard = page.getByRole('article', { name: 'Poll: Which campfire treat?' });
    await pollCard.getByLabel('Popcorn').check();
    await pollCard.getByRole('button', { name: 'Submit Vote' }).click();
    await pollCard.getByText('Thanks for voting! Results will be shown when the poll ends.').waitFor();
    await pollCard.getByText('Waiting to send').waitFor();

    // Meanwhile someone with signal takes the last kayak seat; nothing of ours has left the phone.
    await api(rival, 'POST', `/events/${kayak.id}/register`);
    expect((await eventOnServer(yoga.id))?.registration_count).toBe(0);
    expect((await pollOnServer(poll.id))?.totalVotes).toBe(0);

    // Back online: the RSVP and the vote reach the server once; the kayak RSVP is refused and rolled back.
    await context.setOffline(false);
    await eventually(
      async () => (await eventOnServer(yoga.id))?.registration_count === 1 && (await pollOnServer(poll.id))?.totalVotes === 1,
      'the RSVP and the vote to reach the server',
    );
    expect((await api<Poll[]>(camper, 'GET', '/polls')).find((p) => p.id === poll.id)?.userVote).toBe(poll.options[1]?.id);
    expect(await eventOnServer(kayak.id)).toMatchObject({ registration_count: 1, is_user_registered: false });
    await pollCard.getByText('Thanks for voting! Results will be shown when the poll ends.').waitFor();
    await eventually(async () => (await pollCard.getByText('Waiting to send').count()) === 0, 'the vote to settle');

    // One notice for the refusal: the server's, which every phone of the camper gets, in place of this phone's own.
    await eventually(
      async () => (await inbox()).filter((n) => n.message.includes('was not saved. This event is full')).length === 1,
      'the refusal notification',
    );
    await eventually(
      async () => Number(await page.getByTestId('unread-badge').textContent()) === badgeBefore + 1,
      'the bell badge to count it',
    );

    await page.goto(`${server.url}/events`);
    // Full now offers the waitlist instead of RSVP.
    await kayakCard.getByRole('button', { name: 'Join waitlist' }).waitFor();
    expect(await kayakCard.getByRole('button', { name: 'RSVP', exact: true }).count()).toBe(0);
    expect(await kayakCard.getByTestId('availability').textContent()).toBe('Full');
    expect(await kayakCard.getByTestId('registered').textContent()).toBe('1 / 1 registered');
    await yogaCard.getByRole('button', { name: 'Cancel RSVP' }).waitFor();
    expect(await yogaCard.getByText('Waiting to send').count()).toBe(0);
  });

  it('online, says what the server did for 4 seconds: cancelled, then registered again', async () => {
    const { page } = browser;
    const yogaCard = page.getByRole('article', { name: 'Lakeside Yoga' });
    await yogaCard.getByRole('button', { name: 'Cancel RSVP' }).click();
    const cancelled = page.getByRole('status').filter({ hasText: 'Successfully cancelled RSVP!' });
    await cancelled.waitFor();
    const shownAt = Date.now();
    await yogaCard.getByRole('button', { name: 'RSVP' }).waitFor();
    await cancelled.waitFor({ state: 'detached', timeout: 6000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(3000);
    expect(shownFor).toBeLessThan(5500);
    await yogaCard.getByRole('button', { name: 'RSVP' }).click();
    await page.getByRole('status').filter({ hasText: 'Successfully registered for event!' }).waitFor();
    expect(await eventOnServer(yoga.id)).toMatchObject({ registration_count: 1, is_user_registered: true });
  });

  it('adds an event to the calendar as an .ics file, and shows the camper a private calendar feed', async () => {
    const { page } = browser;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('article', { name: 'Lakeside Yoga' }).getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('lakeside-yoga.ics');
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    const ics = readFileSync(file, 'utf8');
    expect(ics).toContain('SUMMARY:Lakeside Yoga');
    expect(ics).toContain(`DTSTART:${icsStart(YOGA_STARTS)}`);
    expect(ics).toContain('BEGIN:VALARM\r\nTRIGGER:-PT15M\r\nACTION:DISPLAY\r\nDESCRIPTION:Lakeside Yoga\r\nEND:VALARM');

    await page.getByRole('button', { name: 'Show my calendar address' }).click();
    const url = await page.getByLabel('Calendar feed address').inputValue();
    expect(url).toMatch(new RegExp(`^${server.url}/api/calendar/${camper.user.id}\\.[\\w-]+\\.ics$`));
    const feed = await (await fetch(url)).text();
    // The feed holds the events the camper is registered for (Lakeside Yoga), each with its alarm.
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(feed).toContain('SUMMARY:Lakeside Yoga');
    expect(feed).toContain('TRIGGER:-PT15M');
    expect(await page.getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toBe(url.replace(/^http:/, 'webcal:'));
  });
});
