import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../server/db/client.js';
import { dropDatabase, withAdmin } from './postgres-admin.js';

/**
 * Backs up a test database as an operator would and gives what restores it: PGlite's data directory
 * (dumpDataDir, started again from the copy), or on PostgreSQL pg_dump's archive loaded by pg_restore
 * into a new database (dropped again on close).
 */
export async function backUp(database: Database): Promise<() => Promise<Database>> {
  if (database.kind === 'pglite') {
    const copy = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    return () => openDatabase({ dataDir: 'memory://', loadDataDir: copy });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!database.url || !adminUrl) throw new Error('a PostgreSQL backup needs TEST_DATABASE_URL');
  const archive = path.join(mkdtempSync(path.join(tmpdir(), 'cw-backup-')), 'camp.dump');
  execFileSync('pg_dump', ['--format=custom', '--file', archive, database.url]);
  return async () => {
    const name = `cw_restored_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    execFileSync('pg_restore', ['--no-owner', '--dbname', url.toString(), archive]);
    const restored = await openDatabase({ url: url.toString() });
    return { ...restored, close: async () => (await restored.close(), await dropDatabase(adminUrl, name)) };
  };
}
