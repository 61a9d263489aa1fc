import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../contracts/replication.js';
import { rules } from '../../server/db/schema/index.js';
import { readPull } from '../../server/replication/cursor.js';
import { unwrittenSince } from '../../server/replication/unwritten-tables.js';
import { bearer, createServerWithRoles, injectAs, sampleCampClock, type TestServer, type TestUser } from '../support/test-server.js';

/**
 * A delta pull on the embedded database skips the areas whose tables stood still since the cursor
 * (server/replication/unwritten-tables.ts); on PostgreSQL it reads them all. Either way a phone gets exactly what changed.
 */
let server: TestServer;
let camper: TestUser;
let other: TestUser;
let organizer: TestUser;
const as = injectAs(() => server);

async function pull(who: TestUser, cursor?: string): Promise<PullResponse> {
  const res = await server.app.inject({ method: 'GET', url: `/api/pull${cursor ? `?cursor=${cursor}` : ''}`, headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return res.json<PullResponse>();
}

const ids = (body: PullResponse, table: string) => (body.tables[table]?.items ?? []).map((i) => (i as { id: string }).id);

beforeAll(async () => {
  ({ server, camper, organizer } = await createServerWithRoles({ now: sampleCampClock() }));
  other = await server.user('camper');
});
afterAll(async () => server.close());

describe('a delta pull where most areas stood still', () => {
  it('brings a post made after another phone pulled a rule, and the rule, to a phone that pulled before both', async () => {
    const before = (await pull(camper)).cursor;
    const theirs = (await pull(other)).cursor;
    const rule = (await as('POST', '/rules', organizer, { title: `Rule ${Date.now()}`, description: 'Before the post.' })).json<{
      id: string;
    }>();
    // Another phone pulls the rule: the other areas are seen standing still.
    const ruleOnly = await pull(other, theirs);
    expect(Object.keys(ruleOnly.tables)).toEqual(['rules']);

    const post = (await as('POST', '/posts', other, { caption: 'Canoes are back' })).json<{ id: string }>();
    const both = await pull(camper, before);
    expect(ids(both, 'rules')).toEqual([rule.id]);
    expect(ids(both, 'posts')).toEqual([post.id]);
    const postOnly = await pull(other, ruleOnly.cursor);
    expect(Object.keys(postOnly.tables)).toEqual(['posts']);
    expect(ids(postOnly, 'posts')).toEqual([post.id]);

    expect((await pull(camper, both.cursor)).tables).toEqual({});
    expect((await pull(other, postOnly.cursor)).tables).toEqual({});
  });

  it('tells of a post deleted after another phone pulled with the tombstones standing still', async () => {
    const post = (await as('POST', '/posts', other, { caption: 'Lost paddle' })).json<{ id: string }>();
    const before = (await pull(camper)).cursor;
    const theirs = (await pull(other)).cursor;
    // A rule comes and is pulled: the tombstones are seen standing still.
    await as('POST', '/rules', organizer, { title: `Rule ${Date.now()}`, description: 'Before the deletion.' });
    expect(Object.keys((await pull(other, theirs)).tables)).toEqual(['rules']);
    expect((await as('DELETE', `/posts/${post.id}`, other)).statusCode).toBe(200);
    expect((await pull(camper, before)).tables.posts?.deleted).toEqual([post.id]);
  });

  it('names one mark for pulls with nothing written between them, and each of their cursors brings what follows', async () => {
    const settled = (await pull(camper)).cursor;
    const mine = await pull(camper, settled);
    const theirs = await pull(other);
    const markOf = (body: PullResponse) => body.cursor.split('.')[2];
    // On PGlite the second pull finds the first one's mark standing; PostgreSQL writes one per pull.
    if (server.database.kind === 'pglite') expect(markOf(theirs)).toBe(markOf(mine));
    const rule = (await as('POST', '/rules', organizer, { title: `Rule ${Date.now()}`, description: 'After both.' })).json<{
      id: string;
    }>();
    const next = await pull(camper, mine.cursor);
    expect(ids(next, 'rules')).toEqual([rule.id]);
    expect(markOf(next)).not.toBe(markOf(mine));
    expect(ids(await pull(other, theirs.cursor), 'rules')).toEqual([rule.id]);
    expect((await pull(camper, next.cursor)).tables).toEqual({});
  });

  it('brings a write that waited for the database while a pull read, in the next pull', async () => {
    const { db } = server.database;
    const [rule] = await db.select({ id: rules.id }).from(rules).limit(1);
    if (!rule) throw new Error('the seeded camp has rules');
    const title = `Quiet hours from ${Date.now()}`;
    let write: Promise<unknown> | undefined;
    // The write is sent while the pull reads: on PGlite it waits for the engine until the pull's snapshot ends.
    const during = await readPull(db, (await pull(camper)).cursor, async (_tx, since) => {
      write = db
        .update(rules)
        .set({ title, updatedAt: sql`now()` })
        .where(eq(rules.id, rule.id))
        .execute();
      return unwrittenSince(db, since, [getTableName(rules)]);
    });
    await write;
    const next = await pull(camper, during.cursor);
    expect((next.tables.rules?.items ?? []).map((r) => (r as { title: string }).title)).toContain(title);
  });
});
