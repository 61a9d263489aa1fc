import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../contracts/replication.js';
import { mapLocations, pullMarks, rules } from '../../server/db/schema/index.js';
import { recordDeletion, recordTouch } from '../../server/replication/delta.js';
import { bearer, createServerWithRoles, sampleCampClock, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

/** The replication stream's cursor follows the database's commit order: nothing missed, nothing sent twice. */
let server: TestServer;
let camper: TestUser;
let organizer: TestUser;
let other: TestUser;
const as = injectAs(() => server);

async function pull(who: TestUser, cursor?: string, on = server): Promise<{ body: PullResponse; bytes: number }> {
  const res = await on.app.inject({ method: 'GET', url: `/api/pull${cursor ? `?cursor=${cursor}` : ''}`, headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return { body: res.json<PullResponse>(), bytes: res.rawPayload.length };
}

const ids = (body: PullResponse, table: string) => [
  ...(body.tables[table]?.items ?? []).map((i) => (i as { id: string }).id),
  ...(body.tables[table]?.deleted ?? []),
];

beforeAll(async () => {
  ({ server, camper, organizer } = await createServerWithRoles({ now: sampleCampClock() }));
  other = await server.user('camper');
});
afterAll(async () => server.close());

describe('the pull cursor', () => {
  it('repeats nothing: a pull right after a pull, even one that brought a change, is empty', async () => {
    const first = await pull(camper);
    // The camp was seeded and these campers were made moments ago: none of it comes again.
    const empty = await pull(camper, first.body.cursor);
    expect(empty.body.tables).toEqual({});
    expect(empty.bytes).toBeLessThan(100);

    const event = first.body.tables.events?.items[0] as { id: string };
    expect((await as('POST', `/events/${event.id}/register`, other)).statusCode).toBe(200);
    const changed = await pull(camper, empty.body.cursor);
    expect(Object.keys(changed.body.tables)).toEqual(['events']);
    expect(ids(changed.body, 'events')).toEqual([event.id]);
    expect((await pull(camper, changed.body.cursor)).body.tables).toEqual({});
  });

  it('sends a write that commits while a pull reads in that pull or the next, exactly once', async () => {
    const { body: start } = await pull(camper);
    const [rule] = await server.database.db.select({ id: rules.id }).from(rules).limit(1);
    const [location] = await server.database.db.select({ id: mapLocations.id }).from(mapLocations).limit(1);
    const event = start.tables.events?.items[1] as { id: string };
    if (!rule || !location) throw new Error('the seeded camp has rules and map locations');

    let during: Promise<{ body: PullResponse }> | undefined;
    await server.database.db.transaction(async (tx) => {
      await tx
        .update(rules)
        .set({ title: 'Quiet hours from 9 PM', updatedAt: sql`now()` })
        .where(eq(rules.id, rule.id));
      await recordTouch(tx, 'events', event.id);
      await tx.delete(mapLocations).where(eq(mapLocations.id, location.id));
      await recordDeletion(tx, 'map_locations', [location.id]);
      during = pull(camper, start.cursor);
      // PostgreSQL: the pull reads beside the open transaction and answers before it commits.
      // PGlite has one connection: the pull waits for the commit, then reads.
      if (server.database.kind === 'postgres') await during;
    });
    if (!during) throw new Error('no pull ran');
    const first = (await during).body;
    const second = (await pull(camper, first.cursor)).body;
    const third = (await pull(camper, second.cursor)).body;

    const writes: [string, string][] = [
      ['rules', rule.id],
      ['events', event.id],
      ['mapLocations', location.id],
    ];
    for (const [table, id] of writes) {
      const carriedBy = [first, second].filter((body) => ids(body, table).includes(id)).length;
      expect(carriedBy, `${table} ${id}`).toBe(1);
      if (server.database.kind === 'postgres') expect(ids(second, table), `${table} after the commit`).toContain(id);
    }
    expect(third.tables).toEqual({});
  });

  it('answers a cursor of an earlier form, which no database can vouch for, with a full pull', async () => {
    const { body } = await pull(camper);
    const [micros, xmin] = body.cursor.split('.');
    for (const earlier of [micros, `${micros}.${xmin}`]) {
      const res = await pull(camper, earlier);
      expect(res.body.full).toBe(true);
      expect(res.body.tables.events?.items.length).toBe(body.tables.events?.items.length);
      expect(res.body.cursor).toMatch(/^\d+\.\d+\.[0-9a-f]{32}$/);
    }
  });
});

/** A rule made after the cursor was taken, and the answer to that cursor: it must bring the rule. */
async function ruleAfter(cursor: string): Promise<{ rule: string; body: PullResponse }> {
  const made = await as('POST', '/rules', organizer, { title: `Rule ${Date.now()}`, description: 'After the cursor.' });
  expect(made.statusCode).toBe(201);
  const rule = made.json<{ id: string }>().id;
  return { rule, body: (await pull(camper, cursor)).body };
}

/** The answer is flagged full and holds the whole camp as the server has it, the new rule with it. */
async function expectFullWith(body: PullResponse, rule: string) {
  expect(body.full).toBe(true);
  const everyRule = await server.database.db.select({ id: rules.id }).from(rules);
  expect(ids(body, 'rules').sort()).toEqual(everyRule.map((r) => r.id).sort());
  expect(ids(body, 'rules')).toContain(rule);
  expect(body.tables.events?.items.length).toBe(19);
}

describe('a cursor this database cannot vouch for', () => {
  it('from another database gets a full pull with what was made since', async () => {
    const elsewhere = await createServerWithRoles({ now: sampleCampClock() });
    try {
      const { body } = await pull(elsewhere.camper, undefined, elsewhere.server);
      const { rule, body: answer } = await ruleAfter(body.cursor);
      await expectFullWith(answer, rule);
    } finally {
      await elsewhere.server.close();
    }
  });

  it('ahead of the server (a transaction id it has not reached) gets a full pull with what was made since', async () => {
    const { body } = await pull(camper);
    const ahead = body.cursor.replace(/^(\d+)\.(\d+)/, (_, micros: string, xmin: string) => `${micros}.${BigInt(xmin) + 1_000_000n}`);
    const { rule, body: answer } = await ruleAfter(ahead);
    await expectFullWith(answer, rule);
  });

  it('too far behind (older than the pull marks are kept) gets a full pull with what was made since', async () => {
    const { body } = await pull(camper);
    const mark = body.cursor.split('.')[2] ?? '';
    await server.database.db
      .update(pullMarks)
      .set({ madeAt: sql`now() - interval '31 days'` })
      .where(eq(pullMarks.id, mark.replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')));
    const { rule, body: answer } = await ruleAfter(body.cursor);
    await expectFullWith(answer, rule);
  });

  it('while a cursor it vouches for still gets only what changed: the new rule, nothing the phone has', async () => {
    const { body } = await pull(camper);
    const { rule, body: answer } = await ruleAfter(body.cursor);
    expect(answer.full).toBe(false);
    expect(Object.keys(answer.tables)).toEqual(['rules']);
    expect(ids(answer, 'rules')).toEqual([rule]);
  });
});
