import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryUser, User } from '../../contracts/profile.js';
import { call, login, registration } from '../support/accounts.js';
import { createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.user('admin');
});
afterAll(async () => server.close());

type PasswordReply = { message?: string; token: string; user: User; error?: string };
const changePassword = (token: string, body: unknown) => call<PasswordReply>(server.app, 'PUT', '/api/users/me/password', { token, body });

describe('anonymous callers', () => {
  it.each([
    ['GET', '/api/users/me'],
    ['PUT', '/api/users/me'],
    ['PUT', '/api/users/me/password'],
    ['GET', '/api/users/all'],
  ] as const)('%s %s answers 401 with a sentence', async (method, url) => {
    const res = await call(server.app, method, url, { body: method === 'PUT' ? {} : undefined });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Please sign in to continue.');
  });
});

describe('GET and PUT /users/me', () => {
  it.each(['camper', 'organizer', 'admin'] as const)('gives a %s their own user with the profile', async (role) => {
    const me = await server.user(role, { phone: '555-0100' });
    const res = await call<{ user: User }>(server.app, 'GET', '/api/users/me', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: me.id,
      email: me.email,
      role,
      status: 'approved',
      must_change_password: false,
      last_login_at: null,
      avatar_url: null,
    });
    expect(res.body.user.profile).toEqual({
      first_name: res.body.user.first_name,
      last_name: res.body.user.last_name,
      phone: '555-0100',
      emergency_contact: null,
      dietary_restrictions: null,
      avatar_url: null,
    });
    expect(Object.keys(res.body.user).sort()).toEqual([
      'avatar_url',
      'created_at',
      'date_of_birth',
      'email',
      'first_name',
      'id',
      'last_login_at',
      'last_name',
      'must_change_password',
      'profile',
      'role',
      'status',
    ]);
  });

  it('saves the personal info and answers { profile, user }; blanks clear a field, absent fields stay', async () => {
    const me = await server.user('camper', { dietaryRestrictions: 'Vegetarian' });
    const res = await call<{ profile: User['profile']; user: User }>(server.app, 'PUT', '/api/users/me', {
      token: me.token,
      body: { first_name: ' Maya ', last_name: 'Lopez', phone: '555-0199', emergency_contact: 'Dad 555-0123' },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({
      first_name: 'Maya',
      last_name: 'Lopez',
      phone: '555-0199',
      emergency_contact: 'Dad 555-0123',
      dietary_restrictions: 'Vegetarian',
      avatar_url: null,
    });
    expect(res.body.user.first_name).toBe('Maya');
    const cleared = await call<{ profile: User['profile'] }>(server.app, 'PUT', '/api/users/me', {
      token: me.token,
      body: { phone: '', dietary_restrictions: '  ' },
    });
    expect(cleared.body.profile).toMatchObject({
      first_name: 'Maya',
      phone: null,
      dietary_restrictions: null,
      emergency_contact: 'Dad 555-0123',
    });
  });

  it('refuses a blank name, wrong types and malformed JSON with 400 and a sentence', async () => {
    const me = await server.user();
    const blank = await call(server.app, 'PUT', '/api/users/me', { token: me.token, body: { first_name: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('First name is required.');
    const typed = await call(server.app, 'PUT', '/api/users/me', { token: me.token, body: { phone: 5550100 } });
    expect(typed.status).toBe(400);
    expect(typed.body.error).toContain('Phone must be text.');
    const malformed = await call(server.app, 'PUT', '/api/users/me', {
      token: me.token,
      body: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('The request body is not valid JSON.');
  });
});

describe('GET /users/all', () => {
  it('lists approved users with id, names, email, role and avatar, for every role, without pending accounts', async () => {
    const pending = registration();
    await call(server.app, 'POST', '/api/auth/register', { body: pending });
    const camper = await server.user('camper');
    for (const who of [camper, await server.user('organizer'), admin]) {
      const res = await call<{ users: DirectoryUser[] }>(server.app, 'GET', '/api/users/all', { token: who.token });
      expect(res.status).toBe(200);
      const emails = res.body.users.map((u) => u.email);
      expect(emails).toContain(camper.email);
      expect(emails).not.toContain(pending.email);
      for (const u of res.body.users)
        expect(Object.keys(u).sort()).toEqual(['avatar_url', 'email', 'first_name', 'id', 'last_name', 'role']);
    }
  });
});

describe('PUT /users/me/password', () => {
  it('changes the password and returns a fresh session; every other session ends', async () => {
    const me = await server.user();
    const res = await changePassword(me.token, { current_password: me.password, new_password: 'new-secret' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password changed successfully.');
    expect(res.body.user.must_change_password).toBe(false);
    expect((await call(server.app, 'GET', '/api/users/me', { token: res.body.token })).status).toBe(200);
    expect((await call(server.app, 'GET', '/api/users/me', { token: me.token })).status).toBe(401);
    expect((await call(server.app, 'POST', '/api/auth/refresh', { token: me.token })).status).toBe(401);
    expect((await login(server.app, me.email, me.password)).status).toBe(401);
    expect((await login(server.app, me.email, 'new-secret')).status).toBe(200);
  });

  it('answers a wrong current password with 400 (never 401, which would sign the user out)', async () => {
    const me = await server.user();
    const res = await changePassword(me.token, { current_password: 'not-mine-1', new_password: 'new-secret' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Current password is incorrect.');
  });

  it.each([
    [{ new_password: '12345' }, 'Password must be at least 6 characters'],
    [{ new_password: undefined }, 'New password is required.'],
    [{ current_password: undefined }, 'Current password is required.'],
    [{ new_password: 123456 }, 'New password must be text.'],
  ])('answers %o with 400 and "%s"', async (change, message) => {
    const me = await server.user();
    const res = await changePassword(me.token, { current_password: me.password, new_password: 'new-secret', ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it('accepts exactly 6 characters and refuses the same password again', async () => {
    const me = await server.user();
    const same = await changePassword(me.token, { current_password: me.password, new_password: me.password });
    expect(same.status).toBe(400);
    expect(same.body.error).toBe('The new password must be different from the current one.');
    expect((await changePassword(me.token, { current_password: me.password, new_password: '123456' })).status).toBe(200);
  });

  it('is the forced change at first sign-in: the token login returned works for it, and the flag clears', async () => {
    const created = await call<User>(server.app, 'POST', '/api/admin/users', {
      token: admin.token,
      body: {
        email: 'forced@camp.test',
        password: 'temp-pass',
        first_name: 'Fern',
        last_name: 'Gully',
        date_of_birth: '1985-06-01',
        role: 'camper',
        must_change_password: true,
      },
    });
    expect(created.status).toBe(201);
    const first = await login(server.app, 'forced@camp.test', 'temp-pass');
    expect(first.status).toBe(200);
    expect(first.body.user.must_change_password).toBe(true);
    const changed = await changePassword(first.body.token, { current_password: 'temp-pass', new_password: 'my-own-pass' });
    expect(changed.status).toBe(200);
    expect(changed.body.user.must_change_password).toBe(false);
    expect((await call(server.app, 'GET', '/api/users/me', { token: changed.body.token })).status).toBe(200);
    const again = await login(server.app, 'forced@camp.test', 'my-own-pass');
    expect(again.body.user.must_change_password).toBe(false);
  });

  it('answers the 11th wrong current password within a minute with 429', async () => {
    const me = await server.user();
    for (let i = 0; i < 10; i += 1)
      expect((await changePassword(me.token, { current_password: `guess-${i}`, new_password: 'new-secret' })).status).toBe(400);
    const limited = await changePassword(me.token, { current_password: me.password, new_password: 'new-secret' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many attempts. Please wait a minute and try again.');
  });
});
