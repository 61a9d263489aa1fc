import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleCategories, ruleImportance } from '../../contracts/rules.js';
import { mapIcons } from '../../contracts/map.js';
import { sampleCamp } from '../../contracts/sample-camp.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { seed } from '../../server/db/seed/index.js';
import { camps, mapLocations, rules, tombstones, users } from '../../server/db/schema/index.js';
import { login } from '../support/accounts.js';
import { openTestDatabase } from '../support/test-database.js';
import { createTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // createTestServer seeded once already; every start seeds again.
  await seed(server.database.db, server.config);
});
afterAll(async () => server.close());

describe('the sample content (DECISIONS 3)', () => {
  it('has the sample camp exactly once: 3rd annual, 5-7 September 2025, with its contacts', async () => {
    const all = await server.database.db.select().from(camps);
    expect(all).toHaveLength(1);
    const [camp] = all;
    expect(camp).toMatchObject({
      name: sampleCamp.name,
      year: 2025,
      location: sampleCamp.location,
      address: sampleCamp.address,
      isActive: true,
    });
    expect(sampleCamp.edition).toBe('3rd annual');
    expect(camp?.startDate.toISOString().slice(0, 10)).toBe('2025-09-05');
    expect(camp?.endDate.toISOString().slice(0, 10)).toBe('2025-09-07');
    expect(camp?.contactInfo.website).toMatch(/^https:\/\//);
    expect(camp?.contactInfo.phone).toBeTruthy();
    expect(camp?.contactInfo.whatsapp).toBeTruthy();
    expect(camp?.contactInfo.counselors).toHaveLength(2);
  });

  it('has the 8 sample rules exactly once, quiet hours 10 PM to 7 AM among them', async () => {
    const all = await server.database.db.select().from(rules);
    expect(all).toHaveLength(8);
    expect(all.some((r) => /quiet hours/i.test(r.title) && r.description.includes('10 PM to 7 AM'))).toBe(true);
    for (const r of all) {
      expect(ruleCategories).toContain(r.category);
      expect(ruleImportance).toContain(r.importance);
    }
    expect(new Set(all.map((r) => r.category))).toEqual(new Set(ruleCategories));
  });

  it('has the 6 map locations exactly once, one per icon, in order', async () => {
    const all = await server.database.db.select().from(mapLocations).orderBy(mapLocations.position);
    expect(all).toHaveLength(6);
    expect(new Set(all.map((l) => l.icon))).toEqual(new Set(mapIcons));
    expect(all.map((l) => l.position)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('keeps what organizers changed: an edited camp stays edited, a deleted rule stays deleted', async () => {
    const { db } = server.database;
    const [rule] = await db.select().from(rules).limit(1);
    if (!rule) throw new Error('no rule');
    await db.delete(rules).where(eq(rules.id, rule.id));
    await db.insert(tombstones).values({ entity: 'rules', entityId: rule.id });
    await db.update(camps).set({ name: 'Camp Weekend, renamed' });
    await seed(db, server.config);
    expect(await db.select().from(rules)).toHaveLength(7);
    expect((await db.select().from(camps)).map((c) => c.name)).toEqual(['Camp Weekend, renamed']);
  });
});

describe('the first administrator', () => {
  it('without ADMIN_PASSWORD gets a generated password, printed once, that must be changed at first sign-in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-seed-'));
    const database = await openTestDatabase();
    try {
      const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'seed-secret-seed-secret-1', STATIC_DIR: path.join(dataDir, 'none') });
      const first = await seed(database.db, config);
      const password = /admin@camp\.local \/ (\S+)/.exec(first.adminNotice ?? '')?.[1];
      expect(password).toBeTruthy();
      const admins = await database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
      expect(admins[0]).toMatchObject({ email: 'admin@camp.local', status: 'approved', mustChangePassword: true });
      expect((await seed(database.db, config)).adminNotice).toBeUndefined();
      expect(await database.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
      const app = await buildApp({ config, database });
      try {
        const signIn = await login(app, 'admin@camp.local', password ?? '');
        expect(signIn.status).toBe(200);
        expect(signIn.body.user.must_change_password).toBe(true);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with ADMIN_EMAIL and ADMIN_PASSWORD signs in with them and is not asked to change it', async () => {
    const [admin] = await server.database.db.select().from(users).where(eq(users.email, 'admin@camp.test'));
    expect(admin).toMatchObject({ role: 'admin', status: 'approved', mustChangePassword: false });
    const signIn = await login(server.app, 'admin@camp.test', 'admin-password-1');
    expect(signIn.status).toBe(200);
  });
});
