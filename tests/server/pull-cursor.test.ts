import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../contracts/replication.js';
import { mapLocations, rules } from '../../server/db/schema/index.js';
import { recordDeletion, recordTouch } from '../../server/replication/delta.js';
import { bearer, createServerWithRoles, sampleCampClock, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

/** The replication stream's cursor follows the database's commit order: nothing missed, nothing sent twice. */
let server: TestServer;
let camper: TestUser;
let other: TestUser;
const as = injectAs(() => server);

async function pull(who: TestUser, cursor?: string): Promise<{ body: PullResponse; bytes: number }> {
  const res = await server.app.inject({ method: 'GET', url: `/api/pull${cursor ? `?cursor=${cursor}` : ''}`, headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return { body: res.json<PullResponse>(), bytes: res.rawPayload.length };
}

const ids = (body: PullResponse, table: string) => [
  ...(body.tables[table]?.items ?? []).map((i) => (i as { id: string }).id),
  ...(body.tables[table]?.deleted ?? []),
];

beforeAll(async () => {
  ({ server, camper } = await createServerWithRoles({ now: sampleCampClock() }));
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

  it('still answers a cursor of the earlier form (microseconds only) with what changed after it', async () => {
    const { body } = await pull(camper);
    const micros = body.cursor.split('.')[0] ?? '';
    expect(micros).toMatch(/^\d+$/);
    const res = await pull(camper, micros);
    expect(res.body.full).toBe(false);
    expect(res.body.cursor).toMatch(/^\d+\.\d+$/);
  });
});
