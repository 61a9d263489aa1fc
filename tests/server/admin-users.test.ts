import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../contracts/profile.js';
import { users } from '../../server/db/schema/index.js';
import { assertAdminRemains } from '../../server/profile/admin-guard.js';
import { call, login, registration } from '../support/accounts.js';
import { createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.user('admin');
});
afterAll(async () => server.close());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: `made-${Math.random().toString(36).slice(2)}@camp.test`,
  password: 'temp-pass',
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '1980-12-10',
  role: 'camper',
  phone: '555-0142',
  must_change_password: true,
  ...overrides,
});
const create = (body: unknown, token = admin.token) =>
  call<User & { error?: string }>(server.app, 'POST', '/api/admin/users', { token, body });

describe('permissions', () => {
  const calls = [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users'],
    ['DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/role'],
    ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/password'],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/approve'],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/reject'],
  ] as const;

  it.each(calls)('%s %s: anonymous 401, camper and organizer 403', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const anonymous = await call(server.app, method, url, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('Please sign in to continue.');
    for (const role of ['camper', 'organizer'] as const) {
      const res = await call(server.app, method, url, { body, token: (await server.user(role)).token });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Only administrators can do that.');
    }
  });
});

describe('GET /admin/users', () => {
  it('lists every account, pending ones included, with status, last login and join date', async () => {
    const pending = registration();
    await call(server.app, 'POST', '/api/auth/register', { body: pending });
    await login(server.app, admin.email, admin.password);
    const res = await call<User[]>(server.app, 'GET', '/api/admin/users', { token: admin.token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const waiting = res.body.find((u) => u.email === pending.email);
    expect(waiting).toMatchObject({ status: 'pending', last_login_at: null });
    expect(Date.parse(waiting?.created_at ?? '')).not.toBeNaN();
    expect(res.body.find((u) => u.id === admin.id)?.last_login_at).not.toBeNull();
  });
});

describe('POST /admin/users', () => {
  it('creates an approved user who must change the password at first sign-in', async () => {
    const body = newUser({ role: 'organizer' });
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: body.email,
      role: 'organizer',
      status: 'approved',
      must_change_password: true,
      first_name: 'Ada',
    });
    expect(res.body.profile.phone).toBe('555-0142');
    const signIn = await login(server.app, body.email, body.password);
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.must_change_password).toBe(true);
  });

  it('defaults must_change_password to true and role to camper when they are not sent', async () => {
    const { role: _role, must_change_password: _m, ...body } = newUser();
    const res = await create(body);
    expect(res.body).toMatchObject({ role: 'camper', must_change_password: true });
  });

  it('refuses an email that exists with 409', async () => {
    const body = newUser();
    await create(body);
    const res = await create({ ...body, email: body.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('An account with this email already exists.');
  });

  it.each([
    [{ password: '12345' }, 'Password must be at least 6 characters long'],
    [{ date_of_birth: '2999-12-31' }, 'Date of birth cannot be in the future.'],
    [{ date_of_birth: undefined }, 'Date of birth is required.'],
    [{ email: undefined }, 'Email is required.'],
    [{ first_name: '' }, 'First name is required.'],
    [{ last_name: null }, 'Last name is required.'],
    [{ role: 'superuser' }, 'Role must be admin, organizer or camper.'],
    [{ must_change_password: 'yes' }, 'must_change_password must be true or false.'],
  ])('answers %o with 400 and "%s"', async (change, message) => {
    const res = await create(newUser(change));
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it('accepts exactly 6 password characters', async () => {
    expect((await create(newUser({ password: '123456' }))).status).toBe(201);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await call(server.app, 'POST', '/api/admin/users', {
      token: admin.token,
      body: '{"email"',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The request body is not valid JSON.');
  });
});

describe('DELETE /admin/users/{id}', () => {
  it('deletes a user, whose token then stops working', async () => {
    const victim = await server.user();
    const res = await call(server.app, 'DELETE', `/api/admin/users/${victim.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User deleted.');
    expect((await call(server.app, 'GET', '/api/users/me', { token: victim.token })).status).toBe(401);
    const again = await call(server.app, 'DELETE', `/api/admin/users/${victim.id}`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('User not found.');
  });

  it('refuses to delete oneself', async () => {
    const res = await call(server.app, 'DELETE', `/api/admin/users/${admin.id}`, { token: admin.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('You cannot delete your own account.');
  });

  it('answers an id that is not a user id with 404, not 500', async () => {
    const res = await call(server.app, 'DELETE', '/api/admin/users/not-a-uuid', { token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('User not found.');
  });
});

describe('PUT /admin/users/{id}/role', () => {
  it('changes another user’s role', async () => {
    const target = await server.user();
    const res = await call<User>(server.app, 'PUT', `/api/admin/users/${target.id}/role`, {
      token: admin.token,
      body: { role: 'organizer' },
    });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('organizer');
  });

  it('refuses to change one’s own role', async () => {
    const res = await call(server.app, 'PUT', `/api/admin/users/${admin.id}/role`, { token: admin.token, body: { role: 'camper' } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('You cannot change your own role.');
  });

  it('asks for a valid role with 400', async () => {
    const target = await server.user();
    const missing = await call(server.app, 'PUT', `/api/admin/users/${target.id}/role`, { token: admin.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('Role is required.');
    const wrong = await call(server.app, 'PUT', `/api/admin/users/${target.id}/role`, { token: admin.token, body: { role: 'king' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toContain('Role must be admin, organizer or camper.');
  });
});

describe('the last administrator', () => {
  it('is never demoted or deleted (409 with a sentence)', async () => {
    const only = await server.user('admin');
    await server.database.db
      .transaction(async (tx) => {
        await tx.update(users).set({ role: 'camper' }).where(eq(users.role, 'admin'));
        await tx.update(users).set({ role: 'admin' }).where(eq(users.id, only.id));
        const target = { id: only.id, role: 'admin' };
        await expect(assertAdminRemains(tx, only.id, target, 'last_admin_demote')).rejects.toMatchObject({
          statusCode: 409,
          message: 'The last administrator cannot be demoted.',
        });
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error) || !/rollback/i.test(err.message)) throw err;
      });
  });

  it('survives two administrators demoting each other at the same moment: exactly one remains', async () => {
    const solo = await createTestServer();
    try {
      const a = await solo.user('admin');
      const seeded = await solo.database.db.select().from(users).where(eq(users.role, 'admin'));
      for (const s of seeded.filter((u) => u.id !== a.id))
        await call(solo.app, 'PUT', `/api/admin/users/${s.id}/role`, { token: a.token, body: { role: 'camper' } });
      const b = await solo.user('admin');
      const [ab, ba] = await Promise.all([
        call(solo.app, 'PUT', `/api/admin/users/${b.id}/role`, { token: a.token, body: { role: 'camper' } }),
        call(solo.app, 'PUT', `/api/admin/users/${a.id}/role`, { token: b.token, body: { role: 'camper' } }),
      ]);
      const statuses = [ab.status, ba.status].sort();
      expect(statuses[0]).toBe(200);
      // The loser is refused as no longer an administrator, as the last one, or because the demotion ended its session.
      expect([401, 403, 409]).toContain(statuses[1]);
      const admins = await solo.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });
});

describe('PUT /admin/users/{id}/password', () => {
  it('sets a new password, signs the user out everywhere and asks for a change at next sign-in', async () => {
    const target = await server.user();
    const res = await call<{ message: string; user: User }>(server.app, 'PUT', `/api/admin/users/${target.id}/password`, {
      token: admin.token,
      body: { password: 'reset-123', must_change_password: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password reset successfully');
    expect(res.body.user.must_change_password).toBe(true);
    expect((await call(server.app, 'GET', '/api/users/me', { token: target.token })).status).toBe(401);
    expect((await login(server.app, target.email, target.password)).status).toBe(401);
    const signIn = await login(server.app, target.email, 'reset-123');
    expect(signIn.body.user.must_change_password).toBe(true);
  });

  it('leaves the change optional when the box is unticked', async () => {
    const target = await server.user();
    const res = await call<{ user: User }>(server.app, 'PUT', `/api/admin/users/${target.id}/password`, {
      token: admin.token,
      body: { password: 'reset-123', must_change_password: false },
    });
    expect(res.body.user.must_change_password).toBe(false);
  });

  it('keeps the session of an administrator resetting their own password', async () => {
    const me = await server.user('admin');
    expect(
      (
        await call(server.app, 'PUT', `/api/admin/users/${me.id}/password`, {
          token: me.token,
          body: { password: 'my-reset-1', must_change_password: false },
        })
      ).status,
    ).toBe(200);
    expect((await call(server.app, 'GET', '/api/users/me', { token: me.token })).status).toBe(200);
  });

  it('refuses fewer than 6 characters and a missing password with 400', async () => {
    const target = await server.user();
    const short = await call(server.app, 'PUT', `/api/admin/users/${target.id}/password`, {
      token: admin.token,
      body: { password: '12345', must_change_password: true },
    });
    expect(short.status).toBe(400);
    expect(short.body.error).toContain('Password must be at least 6 characters');
    const missing = await call(server.app, 'PUT', `/api/admin/users/${target.id}/password`, {
      token: admin.token,
      body: { must_change_password: true },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('Password is required.');
  });

  it('answers an unknown user with 404', async () => {
    const res = await call(server.app, 'PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/password', {
      token: admin.token,
      body: { password: 'reset-123', must_change_password: true },
    });
    expect(res.status).toBe(404);
  });
});

describe('approve and reject', () => {
  const registerPending = async () => {
    const body = registration();
    const res = await call<{ user: User }>(server.app, 'POST', '/api/auth/register', { body });
    return { ...body, id: res.body.user.id };
  };

  it('approves a pending account, which can then sign in', async () => {
    const pending = await registerPending();
    const res = await call<User>(server.app, 'POST', `/api/admin/users/${pending.id}/approve`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    expect((await login(server.app, pending.email, pending.password)).status).toBe(200);
  });

  it('rejects a pending account; a rejected one can still be approved later', async () => {
    const pending = await registerPending();
    const rejected = await call<User>(server.app, 'POST', `/api/admin/users/${pending.id}/reject`, { token: admin.token });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('rejected');
    const approved = await call<User>(server.app, 'POST', `/api/admin/users/${pending.id}/approve`, { token: admin.token });
    expect(approved.body.status).toBe('approved');
  });

  it('refuses to reject an approved account with 409', async () => {
    const member = await server.user();
    const res = await call(server.app, 'POST', `/api/admin/users/${member.id}/reject`, { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This account is already approved.');
  });

  it('answers an unknown user with 404', async () => {
    for (const action of ['approve', 'reject']) {
      const res = await call(server.app, 'POST', `/api/admin/users/00000000-0000-4000-8000-000000000000/${action}`, { token: admin.token });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('User not found.');
    }
  });
});
