import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiBase } from '../../src/api/outbox-wire.js';
import { enqueue } from '../../src/db/outbox.js';
import { db } from '../../src/db/schema.js';
import { setSessionToken } from '../../src/db/auth/session-repo.js';
import { drainOutbox } from '../../src/outbox/drain.js';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { counterRoutes } from './support-counter.js';

/** The real outbox drain (Node, fake IndexedDB) against the real server (fetch served by app.inject). */
const state = { count: 0 };
const nodeFetch = globalThis.fetch;
let server: TestServer;
let token = '';
const origin = 'http://camp.test';

const serverFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const requestHeaders: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    requestHeaders[key] = value;
  });
  const res = await server.app.inject({
    method: (init?.method ?? 'GET') as 'GET',
    url: url.pathname + url.search,
    headers: requestHeaders,
    payload: typeof init?.body === 'string' ? init.body : undefined,
  });
  const headers = new Headers();
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
  return new Response(res.statusCode === 304 || res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers });
};

beforeAll(async () => {
  server = await createTestServer({}, { extraRoutes: counterRoutes(state) });
  setApiBase(`${origin}/api`);
  token = (await server.user('camper')).token;
  await setSessionToken(token);
});
afterAll(async () => {
  globalThis.fetch = nodeFetch;
  await server.close();
});
beforeEach(async () => {
  globalThis.fetch = serverFetch;
  await db.outbox.clear();
  state.count = 0;
});

const add = (by: number) => enqueue({ entity: 'counter', method: 'POST', path: '/test/counter', body: { by }, label: `Add ${by}` });

/** The request reaches the server, which applies it, but the answer never comes back. */
function loseResponses(times: number): string[] {
  const keys: string[] = [];
  let left = times;
  globalThis.fetch = async (input, init) => {
    const res = await serverFetch(input, init);
    const headers = new Headers(init?.headers);
    keys.push(
      headers.get('idempotency-key') ??
        JSON.stringify(
          (JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { operations: { id: string }[] }).operations.map((o) => o.id),
        ),
    );
    if (left-- > 0) throw new TypeError('Failed to fetch');
    return res;
  };
  return keys;
}

describe('a lost answer (crash between send and acknowledgement)', () => {
  it('replays with the same key, and the server applies the change once', async () => {
    const row = await add(1);
    const keys = loseResponses(1);
    const first = await drainOutbox();
    expect(first).toMatchObject({ sent: 0, waiting: 1 });
    expect(state.count).toBe(1);
    await db.outbox.update(row?.id ?? '', { nextAttemptAt: 0 });
    const second = await drainOutbox();
    expect(second).toMatchObject({ sent: 1, waiting: 0 });
    expect(keys).toEqual([row?.id, row?.id]);
    expect(state.count).toBe(1);
  });

  it('replays a whole batch after a lost answer with no change applied twice', async () => {
    await add(1);
    await add(2);
    await add(4);
    loseResponses(1);
    await drainOutbox();
    expect(state.count).toBe(7);
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await drainOutbox()).toMatchObject({ sent: 3, waiting: 0, requests: 1 });
    expect(state.count).toBe(7);
  });

  it('resends a row left "sending" by a closed page with the same key', async () => {
    const row = await add(3);
    // The page sent it and was closed before the answer was stored.
    await serverFetch(`${origin}/api/test/counter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': row?.id ?? '', authorization: `Bearer ${token}` },
      body: JSON.stringify({ by: 3 }),
    });
    await db.outbox.update(row?.id ?? '', { state: 'sending', attempts: 1 });
    expect(await drainOutbox()).toMatchObject({ sent: 1, waiting: 0 });
    expect(state.count).toBe(3);
  });
});
