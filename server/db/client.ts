import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { oneQueryAtATime } from './one-query-at-a-time.js';
import { withKeptStatements } from './pglite-statements.js';
import { TableChanges, watchTables } from './table-changes.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of the database, as `db.transaction` hands it over. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string when on a real server (used for LISTEN/NOTIFY). */
  url?: string;
  /**
   * Runs first-start work (the seed) so that instances starting together on one database take turns:
   * on PostgreSQL under the same advisory lock as the migrations, on PGlite (one process) directly.
   */
  startup<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key instances take while they migrate and seed one PostgreSQL database ("camp-weekend start"). */
const STARTUP_LOCK = 7_219_341_021;

/** Holds PostgreSQL's session advisory lock on one connection of `pool` while `work` runs. */
async function underStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite in `dataDir` (or in memory when dataDir is 'memory://'), or PostgreSQL when a URL is given. Migrates before returning.
 * `loadDataDir`, a PGlite dump (dumpDataDir), starts a new PGlite from that copy of a database instead of an empty one.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (opts.url) {
    // A transaction left open holds back every pull's cursor (replication/cursor.ts): ours end within a minute.
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, idle_in_transaction_session_timeout: 60_000 });
    pool.on('connect', oneQueryAtATime);
    const db = drizzlePg(pool, { schema });
    // Two instances starting at once on an empty database would both create the tables: they take turns.
    await underStartupLock(pool, () => migratePg(db, { migrationsFolder }));
    const startup = <T>(work: () => Promise<T>) => underStartupLock(pool, work);
    return { db: db as unknown as Db, kind: 'postgres', url: opts.url, startup, close: () => pool.end() };
  }
  const { loadDataDir } = opts;
  const client = opts.dataDir && opts.dataDir !== 'memory://' ? new PGlite(opts.dataDir, { loadDataDir }) : new PGlite({ loadDataDir });
  const changes = new TableChanges();
  const db = drizzlePglite(withKeptStatements(client, changes), { schema });
  await migratePglite(db, { migrationsFolder });
  await changes.learnCascades((text) => client.query(text));
  watchTables(db, changes);
  return { db: db as unknown as Db, kind: 'pglite', startup: (work) => work(), close: () => client.close() };
}
