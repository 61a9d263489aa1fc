/**
 * A pull beside a transaction of another database role (an operator's session, a migration tool): the
 * camp's role cannot see when that transaction began (pg_stat_activity hides it), yet its rows carry
 * stamps from then. The next pull still brings its write.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PullResponse } from '../../../contracts/replication.js';
import { buildApp } from '../../../server/app.js';
import { openDatabase, type Database } from '../../../server/db/client.js';
import { rowsOf } from '../../../server/db/rows.js';
import { withAdmin } from '../../support/postgres-admin.js';
import { bearer, createServerWithRoles, sampleCampClock, type TestServer, type TestUser } from '../../support/test-server.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const role = `cw_camp_${randomBytes(4).toString('hex')}`;
let server: TestServer;
let camper: TestUser;
let camp: { app: Awaited<ReturnType<typeof buildApp>>; database: Database } | undefined;

/** The camp's own role: every right on its tables, and no sight of other roles' sessions. */
async function campRoleUrl(url: string): Promise<string> {
  const name = new URL(url).pathname.slice(1);
  await server.database.db.execute(
    sql.raw(`create role ${role} login; grant all on database ${name} to ${role};
      grant all on schema public, drizzle to ${role}; grant all on all tables in schema public, drizzle to ${role};
      grant all on all sequences in schema public, drizzle to ${role}`),
  );
  return Object.assign(new URL(url), { username: role }).toString();
}

beforeAll(async () => {
  ({ server, camper } = await createServerWithRoles({ now: sampleCampClock() }));
  if (!server.database.url) return;
  const database = await openDatabase({ url: await campRoleUrl(server.database.url) });
  const app = await buildApp({ config: server.config, database, now: sampleCampClock(), logger: false });
  camp = { app, database };
});
afterAll(async () => {
  await camp?.app.close();
  await camp?.database.close();
  await server.close();
  if (adminUrl) await withAdmin(adminUrl, (admin) => admin.query(`drop role if exists ${role}`));
});

async function pull(cursor?: string): Promise<PullResponse> {
  const res = await camp!.app.inject({ method: 'GET', url: `/api/pull${cursor ? `?cursor=${cursor}` : ''}`, headers: bearer(camper) });
  expect(res.statusCode).toBe(200);
  return res.json<PullResponse>();
}

describe.runIf(adminUrl)('a pull beside another role’s open transaction', () => {
  it('brings a rule that transaction wrote, stamped from before the pull, once it commits', async () => {
    const operator = new pg.Client({ connectionString: server.database.url });
    await operator.connect();
    try {
      await operator.query('begin');
      const [begun] = (await operator.query<{ at: string }>('select now()::text as at')).rows;
      // The stamp its rows will carry must be older than the pull's margin: wait on the database's clock.
      await vi.waitFor(
        async () => {
          const [row] = await rowsOf<{ old: boolean }>(
            server.database.db,
            sql`select statement_timestamp() - ${begun?.at}::timestamptz > interval '6 seconds' as old`,
          );
          expect(row?.old).toBe(true);
        },
        { timeout: 60_000, interval: 250 },
      );
      const first = await pull();
      const [rule] = (
        await operator.query<{ id: string }>(
          `insert into rules (title, description) values ('Quiet after 10', 'From the office.') returning id`,
        )
      ).rows;
      await operator.query('commit');
      const next = await pull(first.cursor);
      expect(next.full).toBe(false);
      expect((next.tables.rules?.items ?? []).map((r) => (r as { id: string }).id)).toContain(rule?.id);
    } finally {
      await operator.end();
    }
  });
});
