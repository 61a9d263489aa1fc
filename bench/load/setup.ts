import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { users } from '../../server/db/schema/index.js';
import { seed } from '../../server/db/seed/index.js';
import { signToken } from '../../server/auth/jwt.js';
import { hashPassword } from '../../server/infra/passwords.js';

export interface Camp {
  config: Config;
  database: Database;
  /** What the server process needs to open this camp. */
  env: Record<string, string>;
  /** Opens the camp's database again (after the server process has let go of it). */
  reopen(): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh camp on PGlite (a data folder, as in production) or on a new database of the PostgreSQL server at `pgUrl`. */
export async function openCamp(pgUrl?: string): Promise<Camp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-load-'));
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@load.test',
    ADMIN_PASSWORD: 'load-admin-1',
    JWT_SECRET: 'load-secret-load-secret-1',
    STATIC_DIR: path.join(dataDir, 'none'),
    LOG_LEVEL: 'error',
  };
  const config = loadConfig(env);
  if (!pgUrl) {
    const open = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const database = await open();
    await seed(database.db, config);
    return { config, database, env, reopen: open, drop: async () => undefined };
  }
  const name = `cw_load_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await seed(database.db, config);
  return {
    config,
    database,
    env: { ...env, DATABASE_URL: url.toString() },
    reopen: () => openDatabase({ url: url.toString() }),
    async drop() {
      const dropper = new pg.Client({ connectionString: pgUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** `count` approved people of a role (one shared password hash, made once) with signed tokens. */
export async function makePeople(camp: Camp, count: number, role: 'admin' | 'camper'): Promise<{ id: string; token: string }[]> {
  const passwordHash = await hashPassword('load-camper-1');
  const rows = await camp.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${role}${i}-${randomBytes(3).toString('hex')}@load.test`,
        passwordHash,
        role,
        status: 'approved' as const,
        firstName: 'Load',
        lastName: `${role} ${i}`,
      })),
    )
    .returning();
  return Promise.all(
    rows.map(async (r) => ({ id: r.id, token: await signToken(camp.config.jwtSecret, { sub: r.id, ver: r.tokenVersion }) })),
  );
}
