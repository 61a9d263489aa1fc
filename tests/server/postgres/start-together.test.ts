/**
 * Instances of a camp started at the same moment on one new PostgreSQL database (a deploy bringing up
 * several machines at once): each migrates and seeds, they take turns, and the camp ends up seeded once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client.js';
import { camps, events, rules, users } from '../../../server/db/schema/index.js';
import { seed } from '../../../server/db/seed/index.js';
import { loadConfig } from '../../../server/config.js';
import { dropDatabase, withAdmin } from '../../support/postgres-admin.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('instances starting together on a new database', () => {
  const name = `cw_start_${randomBytes(5).toString('hex')}`;
  const opened: Database[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    if (adminUrl) await dropDatabase(adminUrl, name);
  });

  it('migrate and seed once between them: every instance starts, with one administrator and one sample camp', async () => {
    if (!adminUrl) return;
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const dir = mkdtempSync(path.join(tmpdir(), 'cw-start-'));
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: url,
      ADMIN_EMAIL: 'first-admin@camp.test',
      ADMIN_PASSWORD: 'a-long-enough-password-1',
      JWT_SECRET: 'start-together-secret-start-together',
      STATIC_DIR: path.join(dir, 'none'),
    });
    // As server/main.ts starts: open (migrating), then seed through startup().
    const start = async () => {
      const database = await openDatabase({ url });
      opened.push(database);
      await database.startup(() => seed(database.db, config));
      return database;
    };
    const [first] = await Promise.all([start(), start(), start()]);
    if (!first) throw new Error('no instance started');

    const db = first.db;
    const [admins] = await db.select({ n: count() }).from(users).where(eq(users.email, 'first-admin@camp.test'));
    const [campRows] = await db.select({ n: count() }).from(camps);
    const [ruleRows] = await db.select({ n: count() }).from(rules);
    const [eventRows] = await db.select({ n: count() }).from(events);
    expect(admins?.n).toBe(1);
    expect(campRows?.n).toBe(1);

    // A later start changes nothing: the seed is already there.
    const later = await start();
    await later.startup(() => seed(later.db, config));
    const [rulesAfter] = await db.select({ n: count() }).from(rules);
    const [eventsAfter] = await db.select({ n: count() }).from(events);
    expect(rulesAfter?.n).toBe(ruleRows?.n);
    expect(eventsAfter?.n).toBe(eventRows?.n);
    expect(ruleRows?.n).toBeGreaterThan(0);
  }, 120_000);
});
