/**
 * POST /api/sync runs each operation as its route's command, inside the one request: no request is
 * replayed inside the server. A change is one change whichever way it arrives: sent alone, then again
 * in a batch under the same key, it is replayed, not run twice.
 */
import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';
import { counterRoutes } from './support-counter.js';

const state = { count: 0 };
/** Every request the app's onRequest hooks saw, by method and address. */
const requests: string[] = [];
let server: TestServer;
let camper: TestUser;

/** Adds a counting onRequest hook to the app as it is created, before any route or plugin. */
const countRequests = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRequest', async (request) => void requests.push(`${request.method} ${request.url}`));
};

beforeAll(async () => {
  const created = channel('fastify.initialization');
  created.subscribe(countRequests);
  try {
    server = await createTestServer({}, { extraRoutes: counterRoutes(state) });
  } finally {
    created.unsubscribe(countRequests);
  }
  camper = await server.user('camper');
});
afterAll(() => server.close());

interface Results {
  results: { id: string; status: number; body: unknown }[];
}

const sync = (operations: object[]) =>
  server.app.inject({ method: 'POST', url: '/api/sync', headers: bearer(camper), payload: { operations } });

describe('POST /api/sync runs commands, not requests', () => {
  it('answers a batch of 3 operations within its one request: the onRequest hooks run once', async () => {
    requests.length = 0;
    const res = await sync([
      { id: 'one-request-1', method: 'POST', path: '/test/counter', body: { by: 1 } },
      { id: 'one-request-2', method: 'PUT', path: '/packing/1', body: { is_checked: true } },
      { id: 'one-request-3', method: 'POST', path: '/test/counter', body: { by: 2 } },
    ]);
    expect(res.json<Results>().results.map((r) => r.status)).toEqual([201, 200, 201]);
    expect(requests).toEqual(['POST /api/sync']);
  });

  it('replays an operation sent alone first, then in a batch with the same key, and runs it once', async () => {
    const before = state.count;
    const alone = await server.app.inject({
      method: 'POST',
      url: '/api/test/counter',
      headers: { ...bearer(camper), 'idempotency-key': 'alone-then-batch' },
      payload: { by: 3 },
    });
    expect(alone.statusCode).toBe(201);
    const [again, reused] = (
      await sync([
        { id: 'alone-then-batch', method: 'POST', path: '/test/counter', body: { by: 3 } },
        { id: 'alone-then-batch', method: 'POST', path: '/test/counter', body: { by: 4 } },
      ])
    ).json<Results>().results;
    expect(again).toEqual({ id: 'alone-then-batch', status: 201, body: alone.json<unknown>() });
    expect(reused).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
    expect(state.count).toBe(before + 3);
  });
});
