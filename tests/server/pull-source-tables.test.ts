import type { PGlite } from '@electric-sql/pglite';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.js';
import { rowsOf } from '../../server/db/rows.js';
import * as schema from '../../server/db/schema/index.js';
import type { Since } from '../../server/replication/delta.js';
import { pullSources } from '../../server/replication/sources.js';
import { createServerWithRoles, injectAs, sampleCampClock, type TestServer, type TestUser } from '../support/test-server.js';

/**
 * A delta pull on the embedded database skips a source whose tables no transaction wrote since the cursor
 * (server/replication/unwritten-tables.ts), so each source names every table it reads: here each source reads for each
 * role, in full and as deltas, and every table its statements name must be among those it declares.
 */
let server: TestServer;
let people: TestUser[];
const as = injectAs(() => server);

const tableNames = new Set<string>(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table)),
);

/** Every table a statement names (any word that is a table's name: a column of that name only asks for more). */
const tablesIn = (text: string) => [...text.matchAll(/[a-z_][a-z0-9_]*/gi)].map((m) => m[0].toLowerCase()).filter((w) => tableNames.has(w));

/** The test database with every statement written down. */
function recorded(statements: string[]): Db {
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const { db, kind } = server.database;
  const client = (db as unknown as { $client: unknown }).$client;
  return kind === 'pglite' ? drizzlePglite(client as PGlite, { schema, logger }) : drizzlePg(client as pg.Pool, { schema, logger });
}

beforeAll(async () => {
  const roles = await createServerWithRoles({ now: sampleCampClock() });
  server = roles.server;
  const { admin, organizer, camper } = roles;
  people = [admin, organizer, camper];
  // Something in each person's reach: a group with a message (chat reads its members, then its messages).
  const group = await as('POST', '/conversations', organizer, { type: 'group', name: 'Canoe crew', member_ids: [camper.id, admin.id] });
  expect(group.statusCode).toBe(201);
  const { id } = group.json<{ id: string }>();
  expect((await as('POST', `/conversations/${id}/messages`, camper, { content: 'Paddles by the dock' })).statusCode).toBe(201);
  // A post with a like and a comment (the feed reads its comments only when it has posts).
  const post = await as('POST', '/posts', camper, { caption: 'Sunrise over the lake' });
  expect(post.statusCode).toBe(201);
  const postId = post.json<{ id: string }>().id;
  expect((await as('POST', `/posts/${postId}/like`, organizer, { liked: true })).statusCode).toBe(200);
  expect((await as('POST', `/posts/${postId}/comments`, organizer, { text: 'Beautiful' })).statusCode).toBe(201);
  // A poll with a vote, a sign-up sheet with a claim, a roll call with an answer: each reads its children only then.
  const made = await as('POST', '/admin/polls', admin, {
    question: 'Pancakes or waffles?',
    options: ['Pancakes', 'Waffles'],
    expiresAt: '',
  });
  expect(made.statusCode).toBe(201);
  const poll = made.json<{
    id: string;
    options: { id: string }[];
  }>();
  expect((await as('POST', `/polls/${poll.id}/vote`, camper, { optionId: poll.options[0]?.id })).statusCode).toBe(200);
  const sheet = (await as('POST', '/admin/signups', organizer, { title: 'Dishes', slots: [{ label: 'Saturday', capacity: 2 }] })).json<{
    id: string;
    slots: { id: string }[];
  }>();
  expect((await as('POST', `/signups/${sheet.id}/slots/${sheet.slots[0]?.id}/claim`, camper, { claimed: true })).statusCode).toBe(200);
  const rollCall = (await as('POST', '/roll-calls', organizer, { message: 'Everyone at the fire circle?' })).json<{ id: string }>();
  expect((await as('POST', `/roll-calls/${rollCall.id}/answer`, camper, { status: 'safe' })).statusCode).toBe(200);
});
afterAll(async () => server.close());

describe('the tables a pull source reads', () => {
  it('are all among those it declares, for every role, in full and as deltas; its deleted ids come from the tombstones', async () => {
    const [snapshot] = await rowsOf<{ xmax: string }>(
      server.database.db,
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
    );
    const xmax = snapshot?.xmax ?? '1000000';
    const pulls: Since[] = [
      { micros: '0', full: true },
      // Everything counts as changed: every branch that reads more runs.
      { micros: '1', full: false, commits: { xmin: '3', xmax } },
      { micros: String(Date.now() * 1000), full: false, commits: { xmin: xmax, xmax } },
    ];
    const missing: Record<string, string[]> = {};
    for (const source of pullSources) {
      const named = new Set<string>();
      for (const person of people) {
        const user = await server.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, person.id) });
        if (!user) throw new Error('no user');
        for (const since of pulls) {
          const statements: string[] = [];
          const db = recorded(statements);
          await source.load(db, user, since);
          const loaded = statements.length;
          if (!since.full && source.deleted) {
            await source.deleted(db, user, since);
            // Deleted ids come from the tombstones: a pull asks only when they changed.
            expect(statements.at(-1), `${source.table}'s deleted ids`).toMatch(/ from "tombstones" /);
            expect(statements.length, source.table).toBeGreaterThan(loaded);
          }
          statements.flatMap(tablesIn).forEach((t) => named.add(t));
        }
      }
      const undeclared = [...named].filter((t) => !source.tables.includes(t)).sort();
      if (undeclared.length > 0) missing[source.table] = undeclared;
      expect(named.size, source.table).toBeGreaterThan(0);
    }
    expect(missing).toEqual({});
  });
});
