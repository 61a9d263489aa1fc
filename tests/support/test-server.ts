import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import type { Database } from '../../server/db/client.js';
import { users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { signToken } from '../../server/auth/jwt.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './test-admin.js';
import { openSeededTestDatabase } from './test-database.js';

export { ADMIN_EMAIL, ADMIN_PASSWORD };

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  role: 'admin' | 'organizer' | 'camper';
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Creates an approved user of the role and returns it with a valid token. */
  user(role?: TestUser['role'], fields?: Partial<typeof users.$inferInsert>): Promise<TestUser>;
  close(): Promise<void>;
}

let counter = 0;

/** Every test user shares one password: its (deliberately slow) hash is made once per test file. */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  const hash = hashes.get(password) ?? hashPassword(password);
  hashes.set(password, hash);
  return hash;
};

/**
 * The real app on a fresh database (PGlite, or PostgreSQL with TEST_DB=postgres), seeded, for app.inject.
 * The database is a copy of the run's seeded template (unless `env` names another administrator).
 */
export async function createTestServer(
  env: Record<string, string> = {},
  options: {
    extraRoutes?: (api: FastifyInstance) => void;
    now?: () => number;
    logStream?: { write(line: string): void };
    /** Hooks of the app's own, added before it is ready (the camp hub's, server/hub/hub-serving.ts). */
    prepare?: (app: FastifyInstance, config: Config) => void;
    /** Built as a camp hub: commands journal their changes (server/hub/hub-journal.ts). */
    campHub?: BuildOptions['campHub'];
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    JWT_SECRET: 'test-secret-test-secret-123',
    STATIC_DIR: path.join(dataDir, 'no-static'),
    ...env,
  });
  const database = await openSeededTestDatabase(config);
  const app = await buildApp({
    config,
    database,
    now: options.now,
    logger: Boolean(options.logStream),
    logStream: options.logStream,
    ...(options.campHub ? { campHub: options.campHub } : {}),
  });
  const { extraRoutes } = options;
  // Test-only routes under /api, behind the same plugins (auth, idempotency) as the real ones.
  if (extraRoutes) await app.register(async (api) => extraRoutes(api), { prefix: '/api' });
  options.prepare?.(app, config);
  await app.ready();
  return {
    app,
    database,
    config,
    async user(role = 'camper', fields = {}) {
      counter += 1;
      const email = fields.email ?? `${role}${counter}-${Date.now()}@camp.test`;
      const password = 'password-123';
      const [row] = await database.db
        .insert(users)
        .values({
          email,
          passwordHash: await hashOnce(password),
          role,
          status: 'approved',
          firstName: `First${counter}`,
          lastName: `Last${counter}`,
          ...fields,
        })
        .returning();
      if (!row) throw new Error('user insert failed');
      const token = await signToken(config.jwtSecret, { sub: row.id, ver: row.tokenVersion });
      return { id: row.id, email, password, token, role };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Authorization header for a user. */
export const bearer = (u: { token: string }) => ({ authorization: `Bearer ${u.token}` });

/**
 * A server clock for tests written around the seeded sample camp (5-7 September 2025): it reads that
 * Friday, 8:00 camp time, when it is made, and runs on from there, so no seeded event has ended yet.
 */
export function sampleCampClock(): () => number {
  const offset = Date.now() - Date.parse('2025-09-05T08:00:00-07:00');
  return () => Date.now() - offset;
}

/** A fresh test server with one approved admin, organizer and camper (on the clock given, else the real one). */
export async function createServerWithRoles(
  options: { now?: () => number } = {},
): Promise<{ server: TestServer; admin: TestUser; organizer: TestUser; camper: TestUser }> {
  const server = await createTestServer({}, options);
  return { server, admin: await server.user('admin'), organizer: await server.user('organizer'), camper: await server.user('camper') };
}

/** `inject(method, '/events', who, payload?)`: a call to /api as that user. */
export function injectAs(getServer: () => TestServer) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser, payload?: object) =>
    getServer().app.inject({ method, url: `/api${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
}
