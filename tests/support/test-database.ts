import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (when TEST_DB=postgres)
 * a new database on TEST_DATABASE_URL's server, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ dataDir: 'memory://' });
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `cw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pg's pool.end() resolves before its sockets have closed: let them go, so FORCE kills none of ours.
      for (let i = 0; i < 40; i += 1) {
        const { rows } = await dropper.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (!rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
