import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFairGate, GateRefused } from '../../server/http/fair-gate.js';
import { serverErrors } from '../../contracts/error-codes.js';
import { DB_CONCURRENCY, QUEUE_TIMEOUT_MS } from '../../server/http/db-queue.js';
import { createTestServer, type TestServer } from '../support/test-server.js';

describe('the fair gate', () => {
  it('admits in arrival order, at most `concurrency` at once', async () => {
    const gate = createFairGate({ concurrency: 2, maxWaiting: 10, timeoutMs: 5000 });
    const order: number[] = [];
    const held = await Promise.all([gate.enter(), gate.enter()]);
    const later = [3, 4, 5].map((n) => gate.enter().then((release) => (order.push(n), release)));
    expect([gate.active, gate.waiting]).toEqual([2, 3]);
    held.forEach((release) => release());
    (await later[0])?.();
    await Promise.all(later.slice(1)).then((rs) => rs.forEach((r) => r()));
    expect(order).toEqual([3, 4, 5]);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it('refuses a wait past the timeout and a line already full, instead of waiting without end', async () => {
    const gate = createFairGate({ concurrency: 1, maxWaiting: 1, timeoutMs: 50 });
    const release = await gate.enter();
    const waiting = gate.enter();
    await expect(gate.enter()).rejects.toBeInstanceOf(GateRefused);
    await expect(waiting).rejects.toBeInstanceOf(GateRefused);
    release();
    (await gate.enter())();
  });
});

describe('requests on the embedded database', () => {
  let server: TestServer;
  let open!: () => void;
  let entered = 0;
  const held = new Promise<void>((resolve) => (open = resolve));
  beforeAll(async () => {
    server = await createTestServer(
      {},
      { extraRoutes: (api: FastifyInstance) => void api.get('/test/hold', async () => ((entered += 1), held.then(() => ({ ok: true })))) },
    );
  });
  afterAll(async () => server.close());

  it(`answer 503 with Retry-After after ${QUEUE_TIMEOUT_MS / 1000} s in line on PGlite (PostgreSQL's pool needs no line)`, async () => {
    const holders = Array.from({ length: DB_CONCURRENCY }, () =>
      Promise.resolve(server.app.inject({ method: 'GET', url: '/api/test/hold' })),
    );
    for (let i = 0; i < 200 && entered < DB_CONCURRENCY; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const started = Date.now();
    const next = await server.app.inject({ method: 'GET', url: '/api/health' });
    if (server.database.kind === 'pglite') {
      expect([next.statusCode, next.headers['retry-after'], next.json()]).toEqual([
        503,
        '2',
        { error: serverErrors.server_busy, code: 'server_busy' },
      ]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(QUEUE_TIMEOUT_MS - 50);
    } else {
      expect(next.statusCode).toBe(200);
    }
    open();
    expect((await Promise.all(holders)).map((r) => r.statusCode)).toEqual(Array(DB_CONCURRENCY).fill(200));
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
