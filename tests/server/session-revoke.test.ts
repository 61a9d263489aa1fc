import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/app.js';
import { MAX_SOCKETS_PER_USER } from '../../server/live/ws-hub.js';
import { call } from '../support/accounts.js';
import { liveSockets } from '../support/live-sockets.js';
import { createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let second: FastifyInstance;
let admin: TestUser;
const { socket, connected, closeAll } = liveSockets();

beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  // Revocations reach sockets held by another instance on the same database.
  second = await buildApp({ config: server.config, database: server.database });
  await second.listen({ port: 0, host: '127.0.0.1' });
  admin = await server.user('admin');
});
afterAll(async () => {
  closeAll();
  await second?.close();
  await server?.close();
});

describe('ending sessions', () => {
  it('a password change ends the other sessions and closes their sockets; the changing one carries on', async () => {
    const me = await server.user();
    const elsewhere = await connected(second, me.token);
    const res = await call<{ token: string }>(server.app, 'PUT', '/api/users/me/password', {
      token: me.token,
      body: { current_password: me.password, new_password: 'fresh-pass-1' },
    });
    expect(res.status).toBe(200);
    expect(await elsewhere.closed).toBe(4401);
    expect((await call(server.app, 'GET', '/api/users/me', { token: me.token })).status).toBe(401);
    expect((await call(server.app, 'POST', '/api/auth/refresh', { token: me.token })).status).toBe(401);
    expect((await call(server.app, 'GET', '/api/users/me', { token: res.body.token })).status).toBe(200);
    await connected(server.app, res.body.token);
  });

  it("an admin password reset, a role change and a deletion close the person's sockets on every instance", async () => {
    const reset = await server.user();
    const promoted = await server.user();
    const deleted = await server.user();
    const sockets = await Promise.all([
      connected(second, reset.token),
      connected(second, promoted.token),
      connected(server.app, deleted.token),
    ]);
    expect(
      (
        await call(server.app, 'PUT', `/api/admin/users/${reset.id}/password`, {
          token: admin.token,
          body: { password: 'reset-pass-1', must_change_password: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(server.app, 'PUT', `/api/admin/users/${promoted.id}/role`, { token: admin.token, body: { role: 'organizer' } })).status,
    ).toBe(200);
    expect((await call(server.app, 'DELETE', `/api/admin/users/${deleted.id}`, { token: admin.token })).status).toBe(200);
    expect(await Promise.all(sockets.map((s) => s.closed))).toEqual([4401, 4401, 4401]);
    expect((await call(server.app, 'GET', '/api/users/me', { token: promoted.token })).status).toBe(401);
  });

  it('keeps the socket closed while a password change is required', async () => {
    const forced = await server.user('camper', { mustChangePassword: true });
    expect(await socket(server.app, forced.token).closed).toBe(4403);
  });

  it(`caps the open sockets of one person at ${MAX_SOCKETS_PER_USER}: a further one closes the oldest`, async () => {
    const me = await server.user();
    const first = await connected(server.app, me.token);
    const rest = [];
    for (let i = 1; i < MAX_SOCKETS_PER_USER; i += 1) rest.push(await connected(server.app, me.token));
    const extra = await connected(server.app, me.token);
    expect(await first.closed).toBe(4408);
    expect([...rest, extra].every((s) => s.ws.readyState === WebSocket.OPEN)).toBe(true);
  });
});
