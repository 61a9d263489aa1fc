/** "Remind those who haven't answered": who is reminded, by whom, and at most once an hour per event. */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import { eventReminders, householdMembers, households, notifications, users } from '../../server/db/schema/index.js';
import { eventually } from '../support/e2e-session.js';
import { startPushService, subscribePhone, type PushService } from '../support/push-service.js';
import { createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let push: PushService;
let admin: TestUser, organizer: TestUser, camper: TestUser;
beforeAll(async () => {
  ({ server, admin, organizer, camper } = await createServerWithRoles());
  push = await startPushService();
});
afterAll(async () => {
  await push?.close();
  await server?.close();
});

const inject = injectAs(() => server);
const TOO_SOON = 'This event was reminded less than an hour ago. You can remind again an hour after the last reminder.';

let made = 0;
async function upcomingEvent(title = 'Canoe Trip'): Promise<CampEvent> {
  made += 1;
  const res = await inject('POST', '/admin/events', organizer, {
    title: `${title} ${made}`,
    description: 'Paddle out',
    event_time: new Date(Date.now() + (made + 2) * 86_400_000).toISOString(),
    location: 'Dock',
    capacity: 0,
    event_type: 'activity',
  });
  expect(res.statusCode).toBe(201);
  return res.json<CampEvent>();
}

const remind = (who: TestUser, id: string) => inject('POST', `/admin/events/${id}/remind`, who);

/** Who holds a reminder notice of the event. */
async function remindedOf(event: CampEvent): Promise<string[]> {
  const rows = await server.database.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.kind, 'eventReminder'), eq(notifications.actionPath, `/events#event-${event.id}`)));
  return rows.map((r) => r.userId).sort();
}

async function approvedCampers(): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.status, 'approved'), eq(users.role, 'camper'), isNull(users.deletionRequestedAt)));
  return row?.n ?? 0;
}

describe('POST /admin/events/:id/remind', () => {
  it('reaches every approved camper with no RSVP, once each, with a push in their language', async () => {
    const event = await upcomingEvent();
    const going = await server.user('camper');
    const silent = await server.user('camper');
    const pending = await server.user('camper', { status: 'pending' });
    const leaving = await server.user('camper', { deletionRequestedAt: new Date() });
    const staff = await server.user('organizer');
    expect((await inject('POST', `/events/${event.id}/register`, going)).statusCode).toBe(200);
    const phone = await subscribePhone(server.app, push, silent, 'fr');

    const res = await remind(organizer, event.id);
    expect(res.statusCode).toBe(200);
    const { reminded } = res.json<{ reminded: number }>();
    // Every approved camper of the camp but the one who answered.
    expect(reminded).toBe((await approvedCampers()) - 1);
    const reached = await remindedOf(event);
    expect(reached).toHaveLength(reminded);
    expect(reached).toContain(silent.id);
    expect(reached).toContain(camper.id);
    for (const left of [going, pending, leaving, staff, organizer, admin]) expect(reached).not.toContain(left.id);

    const inbox = (await inject('GET', '/notifications', silent)).json<{ title: string; message: string; actionPath: string }[]>();
    expect(inbox).toContainEqual(
      expect.objectContaining({
        title: `Are you coming to ${event.title}?`,
        message: "You haven't answered yet. RSVP in Camp Events.",
        actionPath: `/events#event-${event.id}`,
      }),
    );
    await eventually(async () => phone.received.length === 1, 'the reminder push');
    expect(phone.received[0]).toEqual({
      title: `Venez-vous à ${event.title} ?`,
      body: "Vous n'avez pas encore répondu. Répondez dans Événements du camp.",
      path: `/events#event-${event.id}`,
    });
  });

  it("counts a household's RSVP or place on the waitlist as every member's answer", async () => {
    const event = await upcomingEvent('Pancake Breakfast');
    const [mum, dad, waiting, partner, alone] = await Promise.all([1, 2, 3, 4, 5].map(() => server.user('camper')));
    const db = server.database.db;
    for (const [name, members] of [
      ['The Rivers', [mum!, dad!]],
      ['The Lakes', [waiting!, partner!]],
    ] as const) {
      const [home] = await db.insert(households).values({ name }).returning({ id: households.id });
      await db.insert(householdMembers).values(members.map((m) => ({ userId: m.id, householdId: home!.id })));
    }
    expect((await inject('POST', `/events/${event.id}/register`, mum!)).statusCode).toBe(200);
    expect((await inject('POST', `/events/${event.id}/waitlist`, waiting!)).statusCode).toBe(200);
    expect((await remind(organizer, event.id)).statusCode).toBe(200);
    const reached = await remindedOf(event);
    expect(reached).toContain(alone!.id);
    for (const answered of [mum!, dad!, waiting!, partner!]) expect(reached).not.toContain(answered.id);
  });

  it('is for organizers and admins: a camper gets 403, an unknown event 404', async () => {
    const event = await upcomingEvent();
    const refused = await remind(camper, event.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe('Only organizers and administrators can do that.');
    expect(await remindedOf(event)).toEqual([]);
    expect((await remind(admin, event.id)).statusCode).toBe(200);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const gone = await remind(organizer, id);
      expect(gone.statusCode).toBe(404);
      expect(gone.json<{ error: string }>().error).toBe('This event no longer exists.');
    }
  });

  it('refuses a second reminder of the same event within the hour with 429 and a sentence, and allows it after', async () => {
    const event = await upcomingEvent();
    const other = await upcomingEvent();
    expect((await remind(organizer, event.id)).statusCode).toBe(200);
    const again = await remind(admin, event.id);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ error: TOO_SOON, code: 'reminder_too_soon' });
    // Another event is its own.
    expect((await remind(organizer, other.id)).statusCode).toBe(200);
    const once = (await remindedOf(event)).length;

    const lastSentAgo = (minutes: number) =>
      server.database.db
        .update(eventReminders)
        .set({ sentAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(eventReminders.eventId, event.id));
    await lastSentAgo(59);
    expect((await remind(organizer, event.id)).statusCode).toBe(429);
    expect(await remindedOf(event)).toHaveLength(once);
    await lastSentAgo(61);
    expect((await remind(organizer, event.id)).statusCode).toBe(200);
    expect(await remindedOf(event)).toHaveLength(once * 2);
  });

  it('sends one reminder when two are asked for at the same moment', async () => {
    const event = await upcomingEvent();
    const answers = await Promise.all([remind(organizer, event.id), remind(admin, event.id), remind(organizer, event.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    const sent = answers.find((r) => r.statusCode === 200)?.json<{ reminded: number }>().reminded;
    expect(await remindedOf(event)).toHaveLength(sent ?? -1);
  });
});
