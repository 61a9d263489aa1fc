import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { Config } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { seed } from '../../server/db/seed/index.js';
import { dropDatabase, withAdmin } from './postgres-admin.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './test-admin.js';
import { seedAsTests, type DatabaseTemplates, type TemplateKind } from './test-database-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * A fresh database for one test file, copied from the run's template (tests/support/test-database-templates.ts):
 * migrated, and also seeded with the test administrator when `kind` is 'seeded'. In-memory PGlite, or
 * (when TEST_DB=postgres) a new database on TEST_DATABASE_URL's server, dropped again on close.
 * `dataDir` puts the PGlite copy in that folder instead of in memory.
 */
export async function openTestDatabase(kind: TemplateKind = 'migrated', options: { dataDir?: string } = {}): Promise<Database> {
  // Outside a vitest run (the benches and the Lighthouse script start the e2e server) there are no templates.
  if (!process.env.VITEST) return openFreshDatabase(kind, options.dataDir);
  const templates = inject('databaseTemplates');
  if (templates.on === 'pglite') return openPgliteCopy(templates.dumps[kind], options.dataDir);
  return openPostgresCopy(templates.adminUrl, templates.databases[kind]);
}

/**
 * A fresh database as the server's first start with `config` leaves it: migrated and seeded. A copy of the
 * seeded template when `config` has the tests' administrator, else seeded here for its own.
 */
export async function openSeededTestDatabase(config: Config, options: { dataDir?: string } = {}): Promise<Database> {
  const testAdmin = config.ADMIN_EMAIL === ADMIN_EMAIL && config.ADMIN_PASSWORD === ADMIN_PASSWORD;
  const database = await openTestDatabase(testAdmin ? 'seeded' : 'migrated', options);
  if (!testAdmin) await seed(database.db, config);
  return database;
}

/** Outside vitest: a new PGlite migrated here (and seeded for the tests' administrator when `kind` is 'seeded'). */
async function openFreshDatabase(kind: TemplateKind, dataDir = 'memory://'): Promise<Database> {
  const database = await openDatabase({ dataDir });
  if (kind === 'seeded') await seedAsTests(database, mkdtempSync(path.join(tmpdir(), 'cw-seed-')));
  return database;
}

/** PGlite started from a dump of the template's data directory. */
async function openPgliteCopy(dumpFile: string, dataDir = 'memory://'): Promise<Database> {
  return openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(dumpFile)]) });
}

async function openPostgresCopy(adminUrl: string, template: string): Promise<Database> {
  const name = `cw_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
