import { afterAll, describe, expect, it } from 'vitest';
import { ADDRESS_FAILURES_PER_MINUTE } from '../../server/auth/routes.js';
import { parseTrustProxy } from '../../server/config.js';
import { call, login, registration } from '../support/accounts.js';
import { createTestServer, type TestServer } from '../support/test-server.js';

const servers: TestServer[] = [];
afterAll(async () => Promise.all(servers.map((s) => s.close())));
const start = async (env: Record<string, string> = {}) => {
  const server = await createTestServer(env);
  servers.push(server);
  return server;
};

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set: a rotating header does not escape the registration limit', async () => {
    const server = await start();
    const answers = [];
    for (let i = 0; i < 31; i += 1) {
      answers.push(
        (
          await call(server.app, 'POST', '/api/auth/register', {
            body: {},
            ip: '192.0.2.50',
            headers: { 'x-forwarded-for': `10.9.0.${i}` },
          })
        ).status,
      );
    }
    expect(answers.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('uses X-Forwarded-For from a configured proxy', async () => {
    const server = await start({ TRUST_PROXY: '192.0.2.60' });
    for (let i = 0; i < 31; i += 1) {
      const res = await call(server.app, 'POST', '/api/auth/register', {
        body: registration({ password: '1' }),
        ip: '192.0.2.60',
        headers: { 'x-forwarded-for': `10.8.0.${i}` },
      });
      expect(res.status).toBe(400);
    }
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    const hops = parseTrustProxy('2');
    expect(typeof hops === 'function' && [hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([true, true, false]);
  });

  it(`stops password spraying: the ${ADDRESS_FAILURES_PER_MINUTE + 1}th wrong password from one address over many accounts gets 429`, async () => {
    const server = await start();
    const people = await Promise.all(Array.from({ length: 8 }, () => server.user()));
    // All at once, so a slow password hash on a busy machine cannot stretch them past the minute.
    const wrong = await Promise.all(
      Array.from({ length: ADDRESS_FAILURES_PER_MINUTE }, (_, i) =>
        login(server.app, people[i % people.length]?.email ?? '', `spray-${i}`, '192.0.2.70'),
      ),
    );
    expect(wrong.every((r) => r.status === 401)).toBe(true);
    expect((await login(server.app, people[0]?.email ?? '', 'spray-last', '192.0.2.70')).status).toBe(429);
    // The owners themselves, elsewhere, still sign in.
    const owner = people[0];
    if (owner) expect((await login(server.app, owner.email, owner.password, '192.0.2.71')).status).toBe(200);
  }, 120_000);
});
