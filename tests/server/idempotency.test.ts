import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../../server/db/schema/index.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';
import { hashRequest } from '../../server/batch/batch-identity.js';
import { counterRoutes } from './support-counter.js';
import { makeJobDue } from '../support/job-due.js';

const state: { count: number; gate?: Promise<void> } = { count: 0 };
let server: TestServer;
let camper: TestUser;

beforeAll(async () => {
  server = await createTestServer({}, { extraRoutes: counterRoutes(state) });
  camper = await server.user('camper');
});
afterAll(() => server.close());

const post = (key: string, body: unknown, user: TestUser = camper) =>
  server.app.inject({
    method: 'POST',
    url: '/api/test/counter',
    headers: { ...bearer(user), 'idempotency-key': key },
    payload: body as object,
  });

describe('Idempotency-Key (DECISIONS 6)', () => {
  it('runs a key once: the second call replays the same status and body with no second effect', async () => {
    const before = state.count;
    const first = await post('key-a', { by: 2 });
    const second = await post('key-a', { by: 2 });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(state.count).toBe(before + 2);
  });

  it('refuses the same key with another body with 422 and a sentence', async () => {
    await post('key-b', { by: 1 });
    const other = await post('key-b', { by: 3 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: 'This Idempotency-Key was already used for a different request.',
      code: 'idempotency_key_reused',
    });
  });

  it('makes a repeat that arrives while the first is still running wait for it, then replays its answer', async () => {
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const before = state.count;
    const first = post('key-c', { by: 1 });
    await new Promise((r) => setTimeout(r, 100));
    const during = post('key-c', { by: 1 });
    open();
    state.gate = undefined;
    const [a, b] = await Promise.all([first, during]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.body).toBe(a.body);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(state.count).toBe(before + 1);
  });

  it('answers 409 with Retry-After for a key an older server left running, and lets a retry take it over after a minute', async () => {
    const requestHash = hashRequest('POST', '/api/test/counter', JSON.stringify({ by: 1 }));
    await server.database.db.insert(idempotencyKeys).values({ userId: camper.id, key: 'key-stuck', requestHash });
    const during = await post('key-stuck', { by: 1 });
    expect([during.statusCode, during.headers['retry-after']]).toEqual([409, '1']);
    expect(during.json<{ error: string }>().error).toMatch(/still being processed/);
    await server.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(idempotencyKeys.key, 'key-stuck'));
    const before = state.count;
    expect((await post('key-stuck', { by: 1 })).statusCode).toBe(201);
    expect(state.count).toBe(before + 1);
  });

  it('gives one effect when the same key arrives many times at once', async () => {
    const before = state.count;
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('key-d', { by: 1 })));
    expect(state.count).toBe(before + 1);
    for (const a of answers) expect(a.statusCode).toBe(201);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('scopes keys per user', async () => {
    const other = await server.user('camper');
    const before = state.count;
    await post('shared-key', { by: 1 });
    await post('shared-key', { by: 1 }, other);
    expect(state.count).toBe(before + 2);
  });

  it('replays a refusal too (4xx is stored) but not a server failure', async () => {
    const bad = await post('key-e', { by: 99 });
    const again = await post('key-e', { by: 99 });
    expect(bad.statusCode).toBe(400);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps responses at least 7 days and purges older ones when a server starts after the purge is due', async () => {
    await post('key-old', { by: 1 });
    await post('key-week', { by: 1 });
    const db = server.database.db;
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '9 days'` })
      .where(eq(idempotencyKeys.key, 'key-old'));
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '7 days'` })
      .where(eq(idempotencyKeys.key, 'key-week'));
    await makeJobDue(db, 'idempotency-purge');
    const restarted = await createTestServerOn(server);
    const keys = async () => (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key);
    await vi.waitFor(async () => expect(await keys()).not.toContain('key-old'), { timeout: 10_000, interval: 25 });
    expect(await keys()).toContain('key-week');
    await restarted.close();
    const before = state.count;
    const replay = await post('key-week', { by: 1 });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(state.count).toBe(before);
  });

  it('leaves requests without a key or a user alone', async () => {
    const before = state.count;
    await server.app.inject({ method: 'POST', url: '/api/test/counter', headers: bearer(camper), payload: { by: 1 } });
    await server.app.inject({ method: 'POST', url: '/api/test/counter', headers: bearer(camper), payload: { by: 1 } });
    expect(state.count).toBe(before + 2);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/test/counter',
      headers: { 'idempotency-key': 'x' },
      payload: { by: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** A second app on the same database, started (onReady purges), to check the purge rule. */
async function createTestServerOn(s: TestServer) {
  const { buildApp } = await import('../../server/app.js');
  const app = await buildApp({ config: s.config, database: s.database });
  await app.ready();
  return { close: () => app.close() };
}
