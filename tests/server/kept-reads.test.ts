import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import { eventRegistrations, users } from '../../server/db/schema/index.js';
import { TableChanges } from '../../server/db/table-changes.js';
import { createServerWithRoles, sampleCampClock, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

/**
 * On PGlite the token's user, a checked token and the schedule's stamp are kept in memory between
 * requests (server/db/table-changes.ts, server/auth/jwt.ts): whatever changes in the database, by a
 * route or not, the next request still sees it. On PostgreSQL the same requests read the database.
 */
let server: TestServer;
let admin: TestUser;
let camper: TestUser;

beforeAll(async () => ({ server, admin, camper } = await createServerWithRoles({ now: sampleCampClock() })));
afterAll(async () => server.close());
afterEach(() => vi.useRealTimers());

const inject = injectAs(() => server);

async function countOf(eventId: string): Promise<number | undefined> {
  const list = (await inject('GET', '/events', admin)).json<CampEvent[]>();
  return list.find((e) => e.id === eventId)?.registration_count;
}

describe('reads kept between requests', () => {
  it('see a change to the account made straight in the database on the next request', async () => {
    const someone = await server.user('camper');
    expect((await inject('GET', '/users/me', someone)).statusCode).toBe(200);
    await server.database.db.update(users).set({ status: 'rejected' }).where(eq(users.id, someone.id));
    expect((await inject('GET', '/users/me', someone)).statusCode).toBe(401);
    await server.database.db.update(users).set({ status: 'approved', firstName: 'Renamed' }).where(eq(users.id, someone.id));
    const me = await inject('GET', '/users/me', someone);
    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: { first_name: string } }>().user.first_name).toBe('Renamed');
  });

  it('drop a place in the schedule when its camper is deleted (the RSVP goes with them)', async () => {
    const event = (
      await inject('POST', '/admin/events', admin, { title: 'Night Walk', event_time: '2025-09-06T21:00:00.000Z', capacity: 5 })
    ).json<CampEvent>();
    const leaving = await server.user('camper');
    expect((await inject('POST', `/events/${event.id}/register`, leaving)).statusCode).toBe(200);
    expect(await countOf(event.id)).toBe(1);
    await server.database.db.delete(users).where(eq(users.id, leaving.id));
    expect(await countOf(event.id)).toBe(0);
  });

  it('see an RSVP written outside the routes, and not one rolled back', async () => {
    const event = (
      await inject('POST', '/admin/events', admin, { title: 'Star Talk', event_time: '2025-09-06T22:00:00.000Z', capacity: 5 })
    ).json<CampEvent>();
    expect(await countOf(event.id)).toBe(0);
    await expect(
      server.database.db.transaction(async (tx) => {
        await tx.insert(eventRegistrations).values({ eventId: event.id, userId: camper.id });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await countOf(event.id)).toBe(0);
    await server.database.db.execute(sql`insert into event_registrations (event_id, user_id) values (${event.id}, ${camper.id})`);
    expect(await countOf(event.id)).toBe(1);
  });

  it('are not used inside a request that runs in its own transaction (a renewal with an Idempotency-Key)', async () => {
    const renewal = await server.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { authorization: `Bearer ${camper.token}`, 'idempotency-key': 'renew-1' },
      payload: {},
    });
    expect(renewal.statusCode).toBe(200);
    expect(renewal.json<{ user: { id: string } }>().user.id).toBe(camper.id);
  });

  it('refuse a token once it has expired, though it was accepted before', async () => {
    const someone = await server.user('camper');
    expect((await inject('GET', '/users/me', someone)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect((await inject('GET', '/users/me', someone)).statusCode).toBe(401);
  });
});

describe('which tables a statement changes', () => {
  const cascades = async () => ({
    rows: [
      { child: 'event_registrations', parent: 'users' },
      { child: '"public"."touches"', parent: 'event_registrations' },
    ],
  });

  it('moves on the written table only; a read moves nothing', async () => {
    const changes = new TableChanges();
    await changes.learnCascades(cascades);
    const before = { posts: changes.stamp(['posts']), users: changes.stamp(['users']) };
    changes.noteStatement('select * from "posts" where "id" = $1 for update');
    expect(changes.stamp(['posts'])).toBe(before.posts);
    changes.noteStatement('insert into "posts" ("id", "caption") values ($1, $2)');
    expect(changes.stamp(['posts'])).not.toBe(before.posts);
    expect(changes.stamp(['users'])).toBe(before.users);
    changes.noteStatement('UPDATE public.users SET first_name = $1');
    expect(changes.stamp(['users'])).not.toBe(before.users);
  });

  it('moves on the tables a delete cascades to, through cascades of cascades', async () => {
    const changes = new TableChanges();
    await changes.learnCascades(cascades);
    const before = changes.stamp(['touches']);
    const posts = changes.stamp(['posts']);
    changes.noteStatement('delete from "users" where "id" = $1');
    expect(changes.stamp(['touches'])).not.toBe(before);
    expect(changes.stamp(['posts'])).toBe(posts);
  });

  it('moves on every table after DDL, TRUNCATE or a write inside WITH', async () => {
    const changes = new TableChanges();
    for (const text of [
      'truncate posts',
      'alter table posts add column x int',
      'with gone as (delete from posts returning id) select count(*) from gone',
    ]) {
      const before = changes.stamp(['anything']);
      changes.noteStatement(text);
      expect(changes.stamp(['anything'])).not.toBe(before);
    }
    const before = changes.stamp(['anything']);
    for (const text of ['begin', 'savepoint a', 'release savepoint a', 'commit', 'with x as (select 1) select * from x'])
      changes.noteStatement(text);
    expect(changes.stamp(['anything'])).toBe(before);
  });
});
