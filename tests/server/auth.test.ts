import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DELAY_MS } from '../../server/auth/account-slowdown.js';
import { signToken } from '../../server/auth/jwt.js';
import { call, login, registration, type Session } from '../support/accounts.js';
import { createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.user('admin');
});
afterAll(async () => server.close());

type Registered = { message?: string; token?: string; user: Session['user']; error?: string };
const register = (body: unknown, ip?: string) => call<Registered>(server.app, 'POST', '/api/auth/register', { body, ip });
const approve = (id: string) => call(server.app, 'POST', `/api/admin/users/${id}/approve`, { token: admin.token });

describe('POST /auth/register', () => {
  it('creates a pending account and answers with the approval message and no token', async () => {
    const body = registration({ email: '  New.Camper@Camp.TEST ', referred_by: 'The Smiths' });
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Registration successful! Your account is awaiting approval.');
    expect(res.body.token).toBeUndefined();
    expect(res.body.user).toMatchObject({
      email: 'new.camper@camp.test',
      status: 'pending',
      role: 'camper',
      must_change_password: false,
      last_login_at: null,
      first_name: 'Robin',
      last_name: 'Hood',
    });
    expect(res.body.user).not.toHaveProperty('password_hash');
    expect(res.body.user).not.toHaveProperty('passwordHash');
  });

  it('accepts a registration without referred_by', async () => {
    expect((await register(registration())).status).toBe(201);
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const body = registration();
    expect((await register(body)).status).toBe(201);
    const again = await register({ ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('An account with this email already exists.');
  });

  it.each([
    [{ date_of_birth: undefined }, 'Date of birth is required'],
    [{ date_of_birth: '' }, 'Date of birth is required'],
    [{ password: 'short77' }, 'Password must be at least 8 characters long'],
    [{ first_name: '   ' }, 'First name is required.'],
    [{ last_name: undefined }, 'Last name is required.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ email: undefined }, 'Email is required.'],
    [{ date_of_birth: '2999-01-01' }, 'Date of birth cannot be in the future.'],
    [{ date_of_birth: '2001-02-30' }, 'Date of birth must be a real date.'],
    [{ first_name: 42 }, 'First name must be text.'],
    [{ password: ['a', 'b'] }, 'Password must be text.'],
  ])('answers %o with 400 and "%s"', async (change, message) => {
    const res = await register(registration(change));
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it('accepts exactly 8 password characters and a birthday of today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await register(registration({ password: '12345678', date_of_birth: today }))).status).toBe(201);
  });

  it('answers malformed JSON, an empty JSON body, a body that is not an object and a non-JSON type with a 4xx sentence', async () => {
    const malformed = await call(server.app, 'POST', '/api/auth/register', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('The request body is not valid JSON.');
    const empty = await call(server.app, 'POST', '/api/auth/register', { headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(400);
    expect(typeof empty.body.error).toBe('string');
    const array = await register([1, 2, 3]);
    expect(array.status).toBe(400);
    expect(array.body.error).toMatch(/\w+ \w+/);
    const text = await call(server.app, 'POST', '/api/auth/register', { body: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(400);
    expect(text.body.error).toMatch(/^Invalid request\. /);
    const xml = await call(server.app, 'POST', '/api/auth/register', { body: '<email/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.status).toBe(415);
    expect(xml.body.error).toBe('This type of content is not supported.');
  });
});

describe('POST /auth/login', () => {
  it('refuses a pending account with 403 and the exact text, then signs it in once approved', async () => {
    const body = registration();
    const { body: created } = await register(body);
    const pending = await login(server.app, body.email, body.password);
    expect(pending.status).toBe(403);
    expect(pending.body.error).toBe('Your account is awaiting approval.');
    expect((await approve(created.user.id)).status).toBe(200);
    const ok = await login(server.app, ` ${body.email.toUpperCase()} `, body.password);
    expect(ok.status).toBe(200);
    expect(typeof ok.body.token).toBe('string');
    expect(ok.body.user).toMatchObject({ id: created.user.id, status: 'approved', must_change_password: false });
    expect(Date.now() - Date.parse(ok.body.user.last_login_at ?? '')).toBeLessThan(60_000);
    const me = await call<{ user: Session['user'] }>(server.app, 'GET', '/api/users/me', { token: ok.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.last_login_at).toBe(ok.body.user.last_login_at);
  });

  it('issues a token that lives 30 days', async () => {
    const user = await server.user();
    const { body } = await login(server.app, user.email, user.password);
    const { exp, iat } = decodeJwt(body.token);
    expect((exp ?? 0) - (iat ?? 0)).toBe(30 * 24 * 60 * 60);
  });

  it('refuses a rejected account with 403 and a clear sentence', async () => {
    const body = registration();
    const { body: created } = await register(body);
    expect((await call(server.app, 'POST', `/api/admin/users/${created.user.id}/reject`, { token: admin.token })).status).toBe(200);
    const res = await login(server.app, body.email, body.password);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Your registration was not approved. Please contact the camp counselors.');
  });

  it('answers a wrong password and an unknown email alike with 401 "Invalid email or password."', async () => {
    const user = await server.user();
    const wrong = await login(server.app, user.email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('Invalid email or password.');
    const unknown = await login(server.app, 'nobody@camp.test', 'whatever-123');
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('Invalid email or password.');
  });

  it('does not reveal that a pending account exists to someone without its password', async () => {
    const body = registration();
    await register(body);
    const res = await login(server.app, body.email, 'a-guess-123');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Invalid email or password.');
  });

  it('asks for missing or mistyped fields with 400, never 500', async () => {
    const noPassword = await call(server.app, 'POST', '/api/auth/login', { body: { email: 'a@camp.test' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error).toContain('Password is required.');
    const typed = await call(server.app, 'POST', '/api/auth/login', { body: { email: 7, password: true } });
    expect(typed.status).toBe(400);
    expect(typed.body.error).toContain('Email must be text.');
    const malformed = await call(server.app, 'POST', '/api/auth/login', { body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('The request body is not valid JSON.');
  });

  it('answers the 11th wrong password within a minute with 429, even when the 11th is right', async () => {
    const user = await server.user();
    const ip = '192.0.2.10';
    for (let i = 1; i <= 10; i += 1) expect((await login(server.app, user.email, `wrong-${i}`, ip)).status).toBe(401);
    const limited = await login(server.app, user.email, user.password, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many attempts. Please wait a minute and try again.');
    // Another address, or another account from the same address, is not held back.
    expect((await login(server.app, user.email, user.password, '192.0.2.11')).status).toBe(200);
    const other = await server.user();
    expect((await login(server.app, other.email, other.password, ip)).status).toBe(200);
  }, 120_000);

  it('never locks the owner out: 30 wrong passwords from other addresses only slow the account down', async () => {
    const user = await server.user();
    const wrong = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(server.app, user.email, `wrong-${i}`, `198.51.100.${i + 1}`)),
    );
    expect(wrong.map((r) => r.status)).toEqual(Array(30).fill(401));
    const started = Date.now();
    expect((await login(server.app, user.email, user.password, '198.51.100.200')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(MAX_DELAY_MS);
  }, 120_000);

  it('lets a family behind one address sign in many times: only wrong passwords count', async () => {
    const user = await server.user();
    for (let i = 0; i < 15; i += 1) expect((await login(server.app, user.email, user.password, '192.0.2.20')).status).toBe(200);
  }, 120_000);
});

describe('POST /auth/refresh', () => {
  it('renews a token sent in the body or as the bearer header', async () => {
    const user = await server.user('organizer');
    const byBody = await call<Session>(server.app, 'POST', '/api/auth/refresh', { body: { token: user.token } });
    expect(byBody.status).toBe(200);
    expect(byBody.body.user).toMatchObject({ id: user.id, role: 'organizer' });
    expect((await call(server.app, 'GET', '/api/users/me', { token: byBody.body.token })).status).toBe(200);
    const byHeader = await call<Session>(server.app, 'POST', '/api/auth/refresh', { token: user.token });
    expect(byHeader.status).toBe(200);
    expect(typeof byHeader.body.token).toBe('string');
  });

  it('asks for a token with 400 when none is sent', async () => {
    const res = await call(server.app, 'POST', '/api/auth/refresh', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please send the token to renew.');
    const typed = await call(server.app, 'POST', '/api/auth/refresh', { body: { token: 5 } });
    expect(typed.status).toBe(400);
  });

  it('answers an invalid, revoked or unapproved token with 401 so the app asks to sign in', async () => {
    const garbage = await call(server.app, 'POST', '/api/auth/refresh', { body: { token: 'not.a.token' } });
    expect(garbage.status).toBe(401);
    expect(garbage.body.error).toBe('Your session has expired. Please sign in again.');
    const user = await server.user();
    await call(server.app, 'PUT', `/api/admin/users/${user.id}/password`, {
      token: admin.token,
      body: { password: 'brand-new-1', must_change_password: true },
    });
    expect((await call(server.app, 'POST', '/api/auth/refresh', { body: { token: user.token } })).status).toBe(401);
    const { body: pending } = await register(registration());
    const forged = await signToken(server.config.jwtSecret, { sub: pending.user.id, ver: 0 });
    expect((await call(server.app, 'POST', '/api/auth/refresh', { body: { token: forged } })).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits each /auth route per address (30 registrations a minute), and nothing outside /auth', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 30; i += 1) expect((await register({}, ip)).status).toBe(400);
    const limited = await register(registration(), ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many attempts. Please wait a minute and try again.');
    // Sign-in from the same address is counted separately.
    const user = await server.user();
    expect((await login(server.app, user.email, user.password, ip)).status).toBe(200);
    for (let i = 0; i < 150; i += 1) expect((await call(server.app, 'GET', '/api/health', { ip })).status).toBe(200);
  });
});
