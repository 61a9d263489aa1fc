import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server.close());

describe('a user who must change their password', () => {
  it('may read their account and change the password, and nothing else until then', async () => {
    const user = await server.user('camper', { mustChangePassword: true });
    const blocked = await server.app.inject({ method: 'GET', url: '/api/users/all', headers: bearer(user) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      error: 'Please change your password before continuing.',
      code: 'password_change_required',
      details: { code: 'password_change_required' },
    });

    const me = await server.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(user) });
    expect(me.statusCode).toBe(200);
    const profile = await server.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(user), payload: { phone: '555-0100' } });
    expect(profile.statusCode).toBe(200);
    const refresh = await server.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(user), payload: {} });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json<{ user: { must_change_password: boolean } }>().user.must_change_password).toBe(true);

    const change = await server.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: bearer(user),
      payload: { current_password: user.password, new_password: 'brand-new-pass' },
    });
    expect(change.statusCode).toBe(200);
    const after = await server.app.inject({ method: 'GET', url: '/api/users/all', headers: bearer(change.json<{ token: string }>()) });
    expect(after.statusCode).toBe(200);
  });

  it('is an administrator too: no admin tool answers until the change is done', async () => {
    const admin = await server.user('admin', { mustChangePassword: true });
    const list = await server.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(admin) });
    expect([list.statusCode, list.json<{ error: string }>().error]).toEqual([403, 'Please change your password before continuing.']);
  });
});
