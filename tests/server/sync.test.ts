import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';
import { counterRoutes, failingRoutes } from './support-counter.js';

const state = { count: 0 };
let server: TestServer;
let camper: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await createTestServer(
    {},
    {
      extraRoutes: (api: FastifyInstance) => {
        counterRoutes(state)(api);
        failingRoutes(api);
      },
    },
  );
  camper = await server.user('camper');
  admin = await server.user('admin');
});
afterAll(() => server.close());

const sync = (operations: unknown, user: TestUser | null = camper) =>
  server.app.inject({ method: 'POST', url: '/api/sync', headers: user ? bearer(user) : {}, payload: { operations } as object });

interface Results {
  results: { id: string; status: number; body: unknown; retry_after?: number }[];
}

describe('POST /api/sync (DECISIONS 9)', () => {
  it("runs each operation through its own route's validation and permissions; one failure does not sink the others", async () => {
    const target = await server.user('camper');
    const before = state.count;
    const res = await sync([
      { id: 'op-1', method: 'POST', path: '/test/counter', body: { by: 1 } },
      { id: 'op-2', method: 'PUT', path: '/packing/1', body: { is_checked: 'yes' } },
      { id: 'op-3', method: 'PUT', path: `/admin/users/${target.id}/role`, body: { role: 'admin' } },
      { id: 'op-4', method: 'PUT', path: '/packing/1', body: { is_checked: true } },
      { id: 'op-5', method: 'POST', path: '/test/counter', body: { by: 2 } },
    ]);
    expect(res.statusCode).toBe(200);
    const { results } = res.json<Results>();
    expect(results.map((r) => [r.id, r.status])).toEqual([
      ['op-1', 201],
      ['op-2', 400],
      ['op-3', 403],
      ['op-4', 200],
      ['op-5', 201],
    ]);
    expect(results[1]?.body).toMatchObject({ error: expect.stringMatching(/^Invalid request\./) as string });
    expect(results[2]?.body).toEqual({ error: 'Only administrators can do that.', code: 'admins_only' });
    expect(results[3]?.body).toMatchObject({ id: 1, is_checked: true });
    expect(state.count).toBe(before + 3);
    const packing = await server.app.inject({ method: 'GET', url: '/api/packing', headers: bearer(camper) });
    expect(packing.json<{ id: number; is_checked: boolean }[]>().find((p) => p.id === 1)?.is_checked).toBe(true);
  });

  it('lets an administrator do through /sync what the route allows them', async () => {
    const target = await server.user('camper');
    const res = await sync([{ id: 'admin-op', method: 'PUT', path: `/admin/users/${target.id}/role`, body: { role: 'organizer' } }], admin);
    expect(res.json<Results>().results[0]).toMatchObject({ status: 200, body: { role: 'organizer' } });
  });

  it('uses each operation id as its Idempotency-Key: the same batch again has no second effect and the same answers', async () => {
    const ops = [
      { id: 'again-1', method: 'POST', path: '/test/counter', body: { by: 5 } },
      { id: 'again-2', method: 'POST', path: '/test/counter', body: { by: 7 } },
    ];
    const before = state.count;
    const first = (await sync(ops)).json<Results>();
    const second = (await sync(ops)).json<Results>();
    expect(second).toEqual(first);
    expect(state.count).toBe(before + 12);
    const single = await server.app.inject({
      method: 'POST',
      url: '/api/test/counter',
      headers: { ...bearer(camper), 'idempotency-key': 'again-1' },
      payload: { by: 5 },
    });
    expect(single.json()).toEqual(first.results[0]?.body);
    expect(state.count).toBe(before + 12);
  });

  it('skips later operations of an entity whose earlier operation failed on the server, and runs the rest', async () => {
    const before = state.count;
    const { results } = (
      await sync([
        { id: 'e-1', method: 'POST', path: '/test/broken', entity: 'a' },
        { id: 'e-2', method: 'POST', path: '/test/counter', body: { by: 1 }, entity: 'a' },
        { id: 'e-3', method: 'POST', path: '/test/counter', body: { by: 1 }, entity: 'b' },
      ])
    ).json<Results>();
    expect(results.map((r) => r.status)).toEqual([503, 424, 201]);
    expect(state.count).toBe(before + 1);
  });

  it('validates the batch itself: 1 to 200 operations, paths starting with / and never /sync, signed in', async () => {
    const op = (i: number) => ({ id: `v-${i}`, method: 'POST', path: '/test/counter', body: { by: 1 } });
    expect((await sync([])).statusCode).toBe(400);
    expect((await sync(Array.from({ length: 201 }, (_, i) => op(i)))).statusCode).toBe(400);
    expect((await sync([{ ...op(1), path: 'test/counter' }])).statusCode).toBe(400);
    const nested = await sync([{ ...op(2), path: '/sync' }]);
    expect(nested.statusCode).toBe(400);
    expect(nested.json<{ error: string }>().error).toMatch(/path must not be \/sync/);
    expect((await sync([op(3)], null)).statusCode).toBe(401);
    const full = await sync(
      Array.from({ length: 200 }, (_, i) => ({ id: `max-${i}`, method: 'PUT', path: '/packing/2', body: { is_checked: i % 2 === 0 } })),
    );
    expect(full.statusCode).toBe(200);
    expect(full.json<Results>().results).toHaveLength(200);
  });
});

describe('POST /api/sync: batch safety', () => {
  it('runs an id repeated inside one batch once', async () => {
    const before = state.count;
    const { results } = (
      await sync([
        { id: 'twice', method: 'POST', path: '/test/counter', body: { by: 1 } },
        { id: 'twice', method: 'POST', path: '/test/counter', body: { by: 1 } },
      ])
    ).json<Results>();
    expect(results[0]?.status).toBe(201);
    expect(results[1]).toEqual({ ...results[0], id: 'twice' });
    expect(state.count).toBe(before + 1);
  });

  it('never runs a batch inside a batch, however the path is spelled', async () => {
    const inner = { operations: [{ id: 'inner', method: 'POST', path: '/test/counter', body: { by: 1 } }] };
    const before = state.count;
    const { results } = (await sync([{ id: 'outer', method: 'POST', path: '/%73ync', body: inner }])).json<Results>();
    expect(results[0]?.status).toBeGreaterThanOrEqual(400);
    expect(state.count).toBe(before);
  });

  it('runs an operation whose path the server spells differently (a space, a fragment) as itself, not as a reused key', async () => {
    const before = state.count;
    const { results } = (
      await sync([{ id: 'odd-path', method: 'POST', path: '/test/counter?note=a b#end', body: { by: 1 } }])
    ).json<Results>();
    expect(results[0]?.status).toBe(201);
    expect(state.count).toBe(before + 1);
  });

  it('signs nobody in with a made-up batch header', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/test/counter',
      headers: { 'x-camp-sync-batch': 'guess', 'idempotency-key': 'k' },
      payload: { by: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});
