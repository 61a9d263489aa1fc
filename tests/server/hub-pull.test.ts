/**
 * The hub pull (server/hub/): with its hub key a camp hub reads every row of the camp, all people's, a page at a
 * time; without one it gets 401. The rows it read, stored into a hub's own embedded database, make the same counts.
 */
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubCounts, HubPage } from '../../contracts/hub-pull.js';
import { openDatabase } from '../../server/db/client.js';
import * as schema from '../../server/db/schema/index.js';
import { countCopiedRows } from '../../server/hub/hub-pull-repository.js';
import { replaceCamp, type TableRows } from '../../server/hub/hub-store-repository.js';
import { copiedTables, tablesNotCopied } from '../../server/hub/hub-tables-repository.js';
import { createTestServer, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let hubKey: string;
const as = injectAs(() => server);
const hubCall = (url: string, key = hubKey) =>
  server.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Hub ${key}` } });

beforeAll(async () => {
  server = await createTestServer();
  [admin, alice, bob] = [await server.user('admin'), await server.user('camper'), await server.user('camper')];
  hubKey = (await as('POST', '/admin/hub-keys', admin, {})).json<{ key: string }>().key;
});

afterAll(() => server.close());

async function pullEverything(): Promise<{ pages: HubPage[]; tables: TableRows[] }> {
  const pages: HubPage[] = [];
  let cursor: string | null = null;
  do {
    const res = await hubCall(`/hub/rows${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.statusCode).toBe(200);
    const page: HubPage = res.json();
    pages.push(page);
    cursor = page.cursor;
  } while (cursor);
  const tables = new Map<string, TableRows>();
  for (const page of pages) {
    const table = tables.get(page.table) ?? { table: page.table, rows: [] };
    table.rows.push(...page.rows);
    tables.set(page.table, table);
  }
  return { pages, tables: [...tables.values()] };
}

describe('the hub pull', () => {
  it('answers 401 without a hub key, with a wrong one, and to a camper’s sign-in', async () => {
    for (const url of ['/hub/rows', '/hub/counts', '/hub/photos', '/hub/photos/posts/a.jpg']) {
      expect((await server.app.inject({ method: 'GET', url: `/api${url}` })).statusCode).toBe(401);
      expect((await hubCall(url, 'not-a-hub-key')).statusCode).toBe(401);
      expect((await as('GET', url, admin)).statusCode).toBe(401);
    }
  });

  it('brings every row of every person, page by page, and each row once', async () => {
    const started = await as('POST', '/conversations', alice, { type: 'direct', member_ids: [bob.id] });
    const conversation = started.json<{ id: string }>().id;
    const sent = await as('POST', `/conversations/${conversation}/messages`, alice, { content: 'Only for Bob', type: 'text' });
    expect(sent.statusCode).toBe(201);
    // More notices than one page holds, each one person's own.
    await server.database.db
      .insert(schema.notifications)
      .values(
        Array.from({ length: 1200 }, (_, i) => ({ userId: i % 2 ? alice.id : bob.id, title: `Notice ${i}`, message: 'For one person' })),
      );

    const { pages, tables } = await pullEverything();
    const counts = (await hubCall('/hub/counts')).json<HubCounts>();
    const notices = tables.find((t) => t.table === 'notifications');
    expect(pages.filter((p) => p.table === 'notifications').length).toBeGreaterThanOrEqual(3);
    expect(notices?.rows.length).toBe(counts.tables.find((t) => t.table === 'notifications')?.rows);
    expect(new Set(notices?.rows.map((r) => r.id)).size).toBe(notices?.rows.length);
    const messages = tables.find((t) => t.table === 'messages')?.rows ?? [];
    expect(messages.map((m) => m.content)).toContain('Only for Bob');
    // People's rows whole: the hub takes password sign-ins too. No reset link ever travels.
    const people = tables.find((t) => t.table === 'users')?.rows ?? [];
    expect(people.find((u) => u.id === alice.id)?.password_hash).toEqual(expect.any(String));
    expect(tables.map((t) => t.table)).not.toContain('password_resets');
    for (const { table, rows } of counts.tables) expect(tables.find((t) => t.table === table)?.rows.length ?? 0, table).toBe(rows);
  }, 90_000);

  it('is stored whole into a hub’s own database, and a second pull replaces the first', async () => {
    const { tables } = await pullEverything();
    const counts = (await hubCall('/hub/counts')).json<HubCounts>();
    const hub = await openDatabase({ dataDir: 'memory://' });
    try {
      await replaceCamp(hub.db, tables);
      expect(await replaceCamp(hub.db, tables)).toEqual(counts.tables);
      expect(await countCopiedRows(hub.db)).toEqual(counts.tables);
    } finally {
      await hub.close();
    }
  }, 90_000);

  it('refuses a cursor it did not write, with a sentence', async () => {
    const res = await hubCall('/hub/rows?cursor=bm90LWEtY3Vyc29y');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/cursor/);
  });

  it('copies every table of the schema, or says why it does not', () => {
    const tables = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table).name);
    const accounted = new Set([...copiedTables.map((t) => t.name), ...Object.keys(tablesNotCopied)]);
    expect(tables.filter((name) => !accounted.has(name))).toEqual([]);
  });
});
