import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/app.js';
import { signToken } from '../../server/auth/jwt.js';
import { bearer, createServerWithRoles, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser, camper: TestUser;
beforeAll(async () => {
  ({ server, admin, camper } = await createServerWithRoles());
});
afterAll(async () => server.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser | null, payload?: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({
    method,
    url,
    headers: { ...(who ? bearer(who) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
const NUL = 'Text cannot contain the NUL character (U+0000).';

describe('input no route can turn into a 500', () => {
  it('refuses U+0000 in any text, anonymous or signed in, in bodies, keys and addresses', async () => {
    const register = await send('POST', '/api/auth/register', null, {
      email: 'nul@camp.test',
      password: 'pass\u0000word',
      first_name: 'A',
      last_name: 'B',
      date_of_birth: '1990-01-01',
    });
    expect([register.statusCode, register.json()]).toMatchObject([400, { error: NUL }]);
    const key = await send('PUT', '/api/users/me', camper, JSON.stringify({ ['pho\u0000ne']: 'x' }), {
      'content-type': 'application/json',
    });
    expect(key.statusCode).toBe(400);
    expect((await send('GET', '/api/events?since=%00', camper)).json()).toEqual({ error: NUL, code: 'nul_character' });
    expect((await send('GET', '/api/posts?before=a%00b', camper)).statusCode).toBe(400);
  });

  it('refuses JSON nested 5,000 levels deep, with or without an Idempotency-Key', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const headers of [{}, { 'idempotency-key': 'deep-1' }] as Record<string, string>[]) {
      const res = await send('POST', '/api/admin/events', admin, `{"title":${deep}}`, { 'content-type': 'application/json', ...headers });
      expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([
        400,
        'The request body is nested too deeply (at most 32 levels).',
      ]);
    }
  });

  it('answers a malformed multipart body with 400 and a sentence', async () => {
    const res = await send('POST', '/api/posts', camper, '--xyz\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhalf a part', {
      'content-type': 'multipart/form-data; boundary=xyz',
    });
    expect([res.statusCode, res.json()]).toMatchObject([400, { error: 'The upload could not be read. Please choose the photo again.' }]);
    const nul = `--b\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhi\u0000there\r\n--b--\r\n`;
    expect((await send('POST', '/api/posts', camper, nul, { 'content-type': 'multipart/form-data; boundary=b' })).json()).toEqual({
      error: NUL,
      code: 'nul_character',
    });
  });

  it.each(['-000100-01-01T00:00:00Z', '+010000-01-01T00:00:00Z', '1899-12-31T23:00:00Z'])(
    'refuses the event or poll time %s with 400',
    async (time) => {
      const event = await send('POST', '/api/admin/events', admin, { title: 'Far away', event_time: time });
      expect([event.statusCode, event.json<{ error: string }>().error]).toEqual([
        400,
        'Invalid request. event_time: must be a date and time',
      ]);
      const poll = await send('POST', '/api/admin/polls', admin, { question: 'When?', options: ['a', 'b'], expiresAt: time });
      expect(poll.statusCode).toBe(400);
      const before = await send('GET', `/api/posts?before=${encodeURIComponent(`${time}_00000000-0000-4000-8000-000000000000`)}`, camper);
      expect(before.statusCode).toBe(400);
      expect((await send('GET', `/api/events?since=${encodeURIComponent(time)}`, camper)).statusCode).toBe(400);
    },
  );

  it('answers a validly signed token whose subject is not a user id with 401', async () => {
    const token = await signToken(server.config.jwtSecret, { sub: 'not-a-uuid', ver: 0 });
    expect((await send('GET', '/api/users/me', { token } as TestUser)).statusCode).toBe(401);
    expect((await send('POST', '/api/auth/refresh', null, { token })).statusCode).toBe(401);
  });
});

describe('the log', () => {
  it('never holds a query parameter, a password hash or a token, not even for a failure or /ws?token=', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: server.config,
      database: server.database,
      logger: true,
      logStream: { write: (line) => void lines.push(line) },
    });
    const secret = 'scrypt$c2VjcmV0$aGFzaA';
    await logged.register(
      async (api: FastifyInstance) => {
        api.get('/failing-query', async () => server.database.db.execute(sql`select * from no_such_table where secret = ${secret}`));
      },
      { prefix: '/api' },
    );
    await logged.listen({ port: 0, host: '127.0.0.1' });
    try {
      const failed = await logged.inject({ method: 'GET', url: '/api/failing-query?email=someone%40camp.test' });
      expect(failed.statusCode).toBe(500);
      const { port } = logged.server.address() as AddressInfo;
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${camper.token}`);
      await new Promise((resolve) => ws.once('open', resolve));
      ws.close();
      const text = lines.join('\n');
      expect(text).toContain('Failed query: select * from no_such_table');
      expect(text).toContain('"url":"/ws"');
      for (const leak of [secret, 'someone', camper.token, 'scrypt$']) expect(text).not.toContain(leak);
    } finally {
      await logged.close();
    }
  });
});
