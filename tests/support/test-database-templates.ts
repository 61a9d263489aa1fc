/**
 * Vitest global setup: makes the run's template databases once, before any test file starts, so each file
 * copies a migrated (and seeded) database instead of creating, migrating and seeding its own.
 * PGlite: dumps of an in-memory database's data directory. PostgreSQL (TEST_DB=postgres): two template
 * databases on TEST_DATABASE_URL's server, dropped again at the end of the run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { seed } from '../../server/db/seed/index.js';
import { dropDatabase, waitUntilUnused, withAdmin } from './postgres-admin.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, hashPasswordsCheaply } from './test-admin.js';

/** 'migrated': every migration, no rows. 'seeded': also the first start's seed, with the test administrator. */
export type TemplateKind = 'migrated' | 'seeded';

export type DatabaseTemplates =
  { on: 'pglite'; dumps: Record<TemplateKind, string> } | { on: 'postgres'; adminUrl: string; databases: Record<TemplateKind, string> };

/** The seed as createTestServer's first start would run it. */
export async function seedAsTests(database: Database, dir: string): Promise<void> {
  const config = loadConfig({
    DATA_DIR: dir,
    ADMIN_EMAIL: ADMIN_EMAIL,
    ADMIN_PASSWORD: ADMIN_PASSWORD,
    JWT_SECRET: 'template-secret-template-secret',
    STATIC_DIR: path.join(dir, 'none'),
  });
  await seed(database.db, config);
}

async function pgliteTemplates(dir: string): Promise<DatabaseTemplates> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = async (kind: TemplateKind) => {
    const file = path.join(dir, `${kind}.tar`);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const migrated = await dump('migrated');
  await seedAsTests(database, dir);
  const seeded = await dump('seeded');
  await database.close();
  return { on: 'pglite', dumps: { migrated, seeded } };
}

async function postgresTemplates(adminUrl: string, dir: string): Promise<DatabaseTemplates> {
  const stem = `cw_template_${randomBytes(4).toString('hex')}`;
  const databases = { migrated: `${stem}_migrated`, seeded: `${stem}_seeded` };
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${databases.migrated}`));
  await closeTemplate(adminUrl, await openDatabase({ url: urlOf(databases.migrated) }), databases.migrated);
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${databases.seeded} TEMPLATE ${databases.migrated}`));
  const seeded = await openDatabase({ url: urlOf(databases.seeded) });
  await seedAsTests(seeded, dir);
  await closeTemplate(adminUrl, seeded, databases.seeded);
  return { on: 'postgres', adminUrl, databases };
}

/** A template can be copied only while nobody is connected to it. */
async function closeTemplate(adminUrl: string, database: Database, name: string): Promise<void> {
  await database.close();
  if (!(await withAdmin(adminUrl, (admin) => waitUntilUnused(admin, name)))) throw new Error(`connections to ${name} stayed open`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const onPostgres = (project.config.env as Record<string, string> | undefined)?.TEST_DB === 'postgres';
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (onPostgres && !adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  // The seeded administrator's password at the cost the test files hash at, so signing in does not re-hash it.
  hashPasswordsCheaply();
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-templates-'));
  const templates = await (onPostgres && adminUrl ? postgresTemplates(adminUrl, dir) : pgliteTemplates(dir)).catch((err: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  });
  project.provide('databaseTemplates', templates);
  return async () => {
    if (templates.on === 'postgres') for (const name of Object.values(templates.databases)) await dropDatabase(templates.adminUrl, name);
    rmSync(dir, { recursive: true, force: true });
  };
}
