/**
 * "Starts soon": 15 minutes before an event, each person registered for it is told once, however often the
 * job runs and on however many instances. On PostgreSQL the second instance has its own connection pool.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { householdMembers, households, notifications } from '../../server/db/schema/index.js';
import { createStartsSoonJob } from '../../server/events/starts-soon-job.js';
import { scopedDb } from '../../server/http/request-tx.js';
import type { TickOutcome } from '../../server/infra/scheduled-job.js';
import { eventually } from '../support/e2e-session.js';
import { startPushService, subscribePhone, type PushService } from '../support/push-service.js';
import { createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let push: PushService;
let organizer: TestUser;
/** The second instance's database: its own pool on PostgreSQL, the one embedded database on PGlite. */
let other: Database;
beforeAll(async () => {
  ({ server, organizer } = await createServerWithRoles());
  push = await startPushService();
  const { url } = server.database;
  other = url ? await openDatabase({ url }) : server.database;
});
afterAll(async () => {
  if (other !== server.database) await other?.close();
  await push?.close();
  await server?.close();
});

const inject = injectAs(() => server);
const MINUTE = 60_000;

/** Far from the real clock, so the servers' own runs never see these events; each test has its own day. */
let day = 0;
async function eventAt(title: string): Promise<{ event: CampEvent; at: (minutesBefore: number) => Date }> {
  day += 1;
  const start = Date.UTC(2031, 6, day, 16, 0);
  const res = await inject('POST', '/admin/events', organizer, {
    title,
    description: '',
    event_time: new Date(start).toISOString(),
    location: 'Lake',
    capacity: 0,
    event_type: 'activity',
  });
  expect(res.statusCode).toBe(201);
  return { event: res.json<CampEvent>(), at: (minutesBefore) => new Date(start - minutesBefore * MINUTE) };
}

/** The job as each of two instances runs it, on a clock the test sets. */
function twoInstances() {
  let now = new Date();
  const clock = { set: (at: Date) => void (now = at) };
  const ctxOf = (database: Database) => ({ db: scopedDb(database.db), database, config: server.config });
  const jobs = [server.database, other].map((database) => createStartsSoonJob({ ctx: ctxOf(database), now: () => now }));
  const told = (outcomes: TickOutcome<number>[]) => outcomes.reduce((sum, o) => sum + (o.ran ? o.result : 0), 0);
  /** Both instances run at once; how many people were told between them. */
  const runBoth = async () => told(await Promise.all(jobs.map((job) => job.runOnce())));
  return { clock, runBoth };
}

async function startsSoonNotices(event: CampEvent, who: TestUser): Promise<number> {
  const rows = await server.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, who.id),
        eq(notifications.kind, 'eventStartsSoon'),
        eq(notifications.actionPath, `/events#event-${event.id}`),
      ),
    );
  return rows.length;
}

const register = async (who: TestUser, event: CampEvent) =>
  expect((await inject('POST', `/events/${event.id}/register`, who)).statusCode).toBe(200);

describe('starts soon', () => {
  it('tells each registered person once, when two instances run the job together and again later', async () => {
    const { event, at } = await eventAt('Kayak Relay');
    const [ana, ben, cleo] = [await server.user('camper'), await server.user('camper'), await server.user('camper')];
    await register(ana, event);
    await register(ben, event);
    const phone = await subscribePhone(server.app, push, ana, 'es');
    const { clock, runBoth } = twoInstances();

    clock.set(at(16));
    expect(await runBoth()).toBe(0);
    clock.set(at(14));
    expect(await runBoth()).toBe(2);
    expect(await runBoth()).toBe(0);
    clock.set(at(1));
    expect(await runBoth()).toBe(0);

    expect([await startsSoonNotices(event, ana), await startsSoonNotices(event, ben), await startsSoonNotices(event, cleo)]).toEqual([
      1, 1, 0,
    ]);
    await eventually(async () => phone.received.length === 1, 'the starts-soon push');
    expect(phone.received).toEqual([
      { title: 'Empieza pronto: Kayak Relay', body: 'Kayak Relay empieza en 15 minutos.', path: `/events#event-${event.id}` },
    ]);
    const inbox = (await inject('GET', '/notifications', ben)).json<{ title: string; message: string }[]>();
    expect(inbox).toContainEqual(
      expect.objectContaining({ title: 'Starting soon: Kayak Relay', message: 'Kayak Relay starts in 15 minutes.' }),
    );
  });

  it('tells someone who registers after the first run on the next, and no one once the event has started', async () => {
    const { event, at } = await eventAt('Sunrise Hike');
    const [early, late, tooLate] = [await server.user('camper'), await server.user('camper'), await server.user('camper')];
    await register(early, event);
    const { clock, runBoth } = twoInstances();

    clock.set(at(15));
    expect(await runBoth()).toBe(1);
    await register(late, event);
    clock.set(at(10));
    expect(await runBoth()).toBe(1);
    await register(tooLate, event);
    clock.set(at(0));
    expect(await runBoth()).toBe(0);

    expect([await startsSoonNotices(event, early), await startsSoonNotices(event, late), await startsSoonNotices(event, tooLate)]).toEqual([
      1, 1, 0,
    ]);
  });

  it('tells every member of a registered household, though one of them answered for all', async () => {
    const { event, at } = await eventAt('Pancake Breakfast');
    const [mum, dad, other] = [await server.user('camper'), await server.user('camper'), await server.user('camper')];
    const db = server.database.db;
    const [home] = await db.insert(households).values({ name: 'The Rivers', children: 2 }).returning({ id: households.id });
    await db.insert(householdMembers).values([mum, dad].map((m) => ({ userId: m.id, householdId: home!.id })));
    await register(mum, event);
    const { clock, runBoth } = twoInstances();

    clock.set(at(14));
    expect(await runBoth()).toBe(2);
    expect([await startsSoonNotices(event, mum), await startsSoonNotices(event, dad), await startsSoonNotices(event, other)]).toEqual([
      1, 1, 0,
    ]);
  });

  it('tells them again before a new start, and not for an edit that keeps the start', async () => {
    const { event, at } = await eventAt('Lake Games');
    const camper = await server.user('camper');
    await register(camper, event);
    const { clock, runBoth } = twoInstances();
    const edit = async (changes: Record<string, unknown>) => {
      const { title, description, event_time, end_time, location, capacity, event_type } = event;
      const body = { title, description, event_time, end_time, location, capacity, event_type, ...changes };
      expect((await inject('PUT', `/admin/events/${event.id}`, organizer, body)).statusCode).toBe(200);
    };

    clock.set(at(10));
    expect(await runBoth()).toBe(1);
    // A new title and an end time: the start is the same, so nobody hears it twice.
    await edit({ title: 'Lake Games (bring towels)', end_time: at(-60).toISOString() });
    expect(await runBoth()).toBe(0);
    // Rain: two hours later. Nothing yet at the old time; told again 15 minutes before the new one.
    await edit({ title: 'Lake Games (bring towels)', event_time: at(-120).toISOString(), end_time: at(-180).toISOString() });
    expect(await runBoth()).toBe(0);
    clock.set(at(-106));
    expect(await runBoth()).toBe(1);
    expect(await runBoth()).toBe(0);
    expect(await startsSoonNotices(event, camper)).toBe(2);
  });
});
