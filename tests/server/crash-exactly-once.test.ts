/**
 * Exactly once through a crash: the server is killed (-9) while creating events, started again on
 * the same data, and every request is retried with its Idempotency-Key. Each event exists once.
 * Runs on PGlite (a data folder) and, in the PostgreSQL project, on a fresh PostgreSQL database.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const ADMIN = { email: 'admin@crash.test', password: 'crash-admin-1' };
const REQUESTS_PER_ROUND = 24;
const ROUNDS = 2;

let dataDir: string;
let env: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;
let running: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cw-crash-'));
  env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'crash-secret-crash-secret-1',
    STATIC_DIR: path.join(dataDir, 'none'),
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && adminUrl) {
    const name = `cw_crash_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  }
});

afterAll(async () => {
  await running?.kill();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Attempt {
  key: string;
  title: string;
}

const create = (url: string, token: string, a: Attempt) =>
  fetch(`${url}/api/admin/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': a.key },
    body: JSON.stringify({ title: a.title, event_time: '2026-07-04T10:00:00Z', location: 'Lake', capacity: 20 }),
  });

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await res.json()) as { token: string }).token;
}

describe(`exactly once through a crash (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`kills the server mid-request ${ROUNDS} times; retries with the same keys leave no duplicate and lose nothing`, async () => {
    const attempts: Attempt[] = [];
    running = await startServerProcess(env);
    let token = await signIn(running.url);
    for (let round = 0; round < ROUNDS; round += 1) {
      const batch = Array.from({ length: REQUESTS_PER_ROUND }, (_, i) => ({ key: randomUUID(), title: `Crash ${round}-${i}` }));
      attempts.push(...batch);
      const server = running;
      let answered = 0;
      const inFlight = batch.map((a) =>
        create(server.url, token, a).then(
          (r) => (answered += r.ok ? 1 : 0),
          () => undefined,
        ),
      );
      // Kill once some requests have been answered and others are still running.
      for (let i = 0; i < 400 && answered < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
      await server.kill();
      await Promise.all(inFlight);
      running = await startServerProcess(env);
      token = await signIn(running.url);
      const retried = await Promise.all(batch.map((a) => create(running!.url, token, a)));
      expect(retried.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    }
    const res = await fetch(`${running.url}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    const titles = ((await res.json()) as { title: string }[]).map((e) => e.title).filter((t) => t.startsWith('Crash '));
    expect(titles.length).toBe(attempts.length);
    expect(new Set(titles).size).toBe(attempts.length);
  }, 900_000);
});
