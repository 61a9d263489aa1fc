import { expect } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import { householdMembers, households } from '../../server/db/schema/index.js';
import { injectAs, type TestServer, type TestUser } from './test-server.js';

/** What the RSVP and waitlist tests share: events to fill, a household made in the database, the event as one person reads it. */
export function eventParties(getServer: () => TestServer, getAdmin: () => TestUser) {
  const inject = injectAs(getServer);
  return {
    inject,
    createEvent: async (capacity: number, title = 'Canoe Trip'): Promise<CampEvent> => {
      const event_time = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
      const res = await inject('POST', '/admin/events', getAdmin(), { title, event_time, capacity, event_type: 'activity' });
      expect(res.statusCode).toBe(201);
      return res.json<CampEvent>();
    },
    eventAs: async (who: TestUser, id: string): Promise<CampEvent> => {
      const found = (await inject('GET', '/events', who)).json<CampEvent[]>().find((e) => e.id === id);
      if (!found) throw new Error('event missing');
      return found;
    },
    /** POST or DELETE of /register or /waitlist, expecting `status`; the event as the answer tells it. */
    act: async (who: TestUser, method: 'POST' | 'DELETE', path: string, body?: object, status = 200): Promise<CampEvent> => {
      const res = await inject(method, path, who, body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json<CampEvent>();
    },
    household: async (members: TestUser[], children = 0): Promise<void> => {
      const { db } = getServer().database;
      const [home] = await db.insert(households).values({ name: 'The Rivers', children }).returning({ id: households.id });
      if (!home) throw new Error('no household');
      await db.insert(householdMembers).values(members.map((m) => ({ userId: m.id, householdId: home.id })));
    },
  };
}
