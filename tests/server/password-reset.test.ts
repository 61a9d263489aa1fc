import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverErrors } from '../../contracts/error-codes.js';
import { buildApp } from '../../server/app.js';
import { FORGOT_PER_ADDRESS } from '../../server/auth/reset-routes.js';
import { pushSubscriptions } from '../../server/db/schema/index.js';
import { call, login } from '../support/accounts.js';
import { liveSockets } from '../support/live-sockets.js';
import { parseMail, resetLinkIn, writtenMails, type WrittenMail } from '../support/reset-mail.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { redisPrefix, testRedisUrl } from '../support/test-redis.js';

const HOUR = 60 * 60_000;
/** Reset mails an account may get within an hour. */
const MAILS_PER_HOUR = 5;
let clock = Date.now();
let server: TestServer;
const sockets = liveSockets();

beforeAll(async () => {
  server = await createTestServer({ PUBLIC_URL: 'https://camp.example.org/' }, { now: () => clock });
});
afterAll(async () => {
  sockets.closeAll();
  await server?.close();
});

const mails = () => writtenMails(path.join(server.config.DATA_DIR, 'mail'));
const mailsTo = (email: string) => mails().filter((m) => m.to === email);

const forgot = (email: string, opts: { ip?: string; language?: string } = {}) =>
  call<{ message: string }>(server.app, 'POST', '/api/auth/forgot-password', {
    body: { email, ...(opts.language ? { language: opts.language } : {}) },
    ip: opts.ip,
  });

const reset = (token: string, password: string) =>
  call<{ message?: string; error?: string; code?: string }>(server.app, 'POST', '/api/auth/reset-password', { body: { token, password } });

/** Waits until `email` has received `count` reset mails; the newest one's token. */
async function mailedToken(email: string, count = 1): Promise<string> {
  let mail: WrittenMail | undefined;
  await vi.waitFor(
    () => {
      const received = mailsTo(email);
      expect(received).toHaveLength(count);
      mail = received.at(-1);
    },
    { timeout: 20_000, interval: 25 },
  );
  const link = mail && resetLinkIn(mail);
  expect(link).toMatch(/^https:\/\/camp\.example\.org\/reset-password\?token=[\w-]{43}$/);
  return new URL(link ?? '').searchParams.get('token') ?? '';
}

describe('asking for a reset tells nobody whether an account exists', () => {
  it('answers unknown, pending, rejected and approved emails with the same 202 and sentence, in similar time, and mails only the approved', async () => {
    const approved = await server.user();
    const pending = await server.user('camper', { status: 'pending' });
    const rejected = await server.user('camper', { status: 'rejected' });
    const unknown = `nobody-${Date.now()}@camp.test`;
    const times: Record<string, number[]> = { unknown: [], pending: [], rejected: [], approved: [] };
    const emails = { unknown, pending: pending.email, rejected: rejected.email, approved: approved.email };
    for (let round = 0; round < 9; round += 1) {
      for (const [kind, email] of Object.entries(emails)) {
        const started = performance.now();
        const res = await forgot(email);
        times[kind]?.push(performance.now() - started);
        expect(res).toEqual({
          status: 202,
          body: {
            message: 'If an approved account uses this email, a link to choose a new password is on its way. It works for one hour.',
          },
        });
      }
    }
    // Up to the hourly limit, only the approved account gets mail.
    await mailedToken(approved.email, MAILS_PER_HOUR);
    expect(mails().filter((m) => [unknown, pending.email, rejected.email].includes(m.to))).toEqual([]);
    // The answer does the same work for every email; generous bounds for a loaded machine.
    // The answer does the same work for every email. The fastest of each kind is the least disturbed by
    // a loaded machine; the bounds are generous.
    const fastest = Object.values(times).map((t) => Math.min(...t));
    expect(Math.max(...fastest)).toBeLessThan(3 * Math.min(...fastest) + 10);
  });

  it("answers an approved account's request without waiting for its mail", async () => {
    const held: net.Socket[] = [];
    // A mail server that accepts and never greets: a request waiting for its mail would wait 10 s.
    const silent = net.createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const viaSilent = await createTestServer({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
    try {
      const me = await viaSilent.user();
      const started = performance.now();
      const res = await call(viaSilent.app, 'POST', '/api/auth/forgot-password', { body: { email: me.email } });
      expect(res).toEqual({
        status: 202,
        body: { message: 'If an approved account uses this email, a link to choose a new password is on its way. It works for one hour.' },
      });
      expect(performance.now() - started).toBeLessThan(5000);
      await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 20_000, interval: 25 });
    } finally {
      held.forEach((socket) => socket.destroy());
      await viaSilent.close();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses a malformed email with a sentence, as sign-in does', async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_request' });
  });
});

describe('the reset link', () => {
  it('sets a new password once: the old one and the used link stop working', async () => {
    const me = await server.user();
    await forgot(me.email);
    const token = await mailedToken(me.email);
    expect(await reset(token, 'new-campfire-9')).toEqual({
      status: 200,
      body: { message: 'Your password has been reset. Sign in with your new password.' },
    });
    expect((await login(server.app, me.email, me.password)).status).toBe(401);
    expect((await login(server.app, me.email, 'new-campfire-9')).status).toBe(200);
    const again = await reset(token, 'another-pass-9');
    expect(again).toEqual({ status: 400, body: { error: serverErrors.reset_link_used, code: 'reset_link_used' } });
    expect((await login(server.app, me.email, 'another-pass-9')).status).toBe(401);
  });

  it('works for one hour on the server clock, then says it has expired', async () => {
    const early = await server.user();
    const late = await server.user();
    await forgot(early.email);
    await forgot(late.email);
    const earlyToken = await mailedToken(early.email);
    const lateToken = await mailedToken(late.email);
    clock += HOUR - 1000;
    expect((await reset(earlyToken, 'within-the-hour')).status).toBe(200);
    clock += 1000;
    const expired = await reset(lateToken, 'past-the-hour');
    expect(expired).toEqual({ status: 400, body: { error: serverErrors.reset_link_expired, code: 'reset_link_expired' } });
    expect((await login(server.app, late.email, late.password)).status).toBe(200);
    // A day on, the next request for the person clears their old links away.
    clock += 24 * HOUR;
    await forgot(late.email);
    await mailedToken(late.email, 2);
    expect((await reset(lateToken, 'a-day-later')).body.code).toBe('reset_link_invalid');
  });

  it('keeps the registration rules for the new password, and a refused password leaves the link usable', async () => {
    const me = await server.user();
    await forgot(me.email);
    const token = await mailedToken(me.email);
    const short = await reset(token, 'seven77');
    expect(short.status).toBe(400);
    expect(short.body.error).toContain('Password must be at least 8 characters long');
    expect((await reset(token, '')).body.error).toContain('Password is required.');
    expect((await reset(token, 'x'.repeat(201))).body.error).toContain('Password must be at most 200 characters.');
    expect((await reset(token, 'eight888')).status).toBe(200);
  });

  it('says so for a token it never made', async () => {
    expect(await reset('no-such-token', 'whatever-123')).toEqual({
      status: 400,
      body: { error: serverErrors.reset_link_invalid, code: 'reset_link_invalid' },
    });
  });

  it('ends every other session and closes its sockets, as a password change does', async () => {
    const me = await server.user();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const elsewhere = await sockets.connected(server.app, me.token);
    expect((await call(server.app, 'GET', '/api/users/me', { token: me.token })).status).toBe(200);
    await forgot(me.email);
    expect((await reset(await mailedToken(me.email), 'signed-out-all')).status).toBe(200);
    expect(await elsewhere.closed).toBe(4401);
    expect((await call(server.app, 'GET', '/api/users/me', { token: me.token })).status).toBe(401);
    expect((await call(server.app, 'POST', '/api/auth/refresh', { token: me.token })).status).toBe(401);
  });

  it('a newer link and a used one: using one ends the others', async () => {
    const me = await server.user();
    await forgot(me.email);
    const first = await mailedToken(me.email);
    await forgot(me.email);
    const second = await mailedToken(me.email, 2);
    expect((await reset(second, 'second-link-1')).status).toBe(200);
    expect((await reset(first, 'first-link-1')).body.code).toBe('reset_link_used');
  });
});

describe('limits', () => {
  it(`mails an account at most ${MAILS_PER_HOUR} times an hour, answering alike past it`, async () => {
    const me = await server.user();
    const other = await server.user();
    for (let i = 0; i <= MAILS_PER_HOUR; i += 1) expect((await forgot(me.email)).status).toBe(202);
    // Mails go out in order: once the other account's arrives, the sixth request has been handled.
    await forgot(other.email);
    await mailedToken(other.email);
    expect(mailsTo(me.email)).toHaveLength(MAILS_PER_HOUR);
    clock += HOUR;
    await forgot(me.email);
    await mailedToken(me.email, MAILS_PER_HOUR + 1);
  });

  it(`answers ${FORGOT_PER_ADDRESS} requests per address, then 429 with a sentence`, async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < FORGOT_PER_ADDRESS; i += 1) expect((await forgot(`someone${i}@camp.test`, { ip })).status).toBe(202);
    const refused = await forgot('someone-else@camp.test', { ip });
    expect(refused).toEqual({ status: 429, body: { error: serverErrors.too_many_attempts, code: 'too_many_attempts' } });
    expect((await forgot('someone-else@camp.test', { ip: '10.200.0.2' })).status).toBe(202);
  });
});

describe('the mail', () => {
  it("is written in the language the page asked in, else the person's phone's, else English", async () => {
    const french = await server.user('camper', { firstName: 'Camille' });
    const spanish = await server.user('camper', { firstName: 'Lucía' });
    const english = await server.user('camper', { firstName: 'Robin' });
    await server.database.db
      .insert(pushSubscriptions)
      .values({ userId: spanish.id, endpoint: `https://push.example/${spanish.id}`, p256dh: 'k', auth: 'a', language: 'es' });
    await forgot(french.email, { language: 'fr' });
    await forgot(spanish.email);
    await forgot(english.email);
    await mailedToken(english.email);
    const [fr] = mailsTo(french.email);
    const [es] = mailsTo(spanish.email);
    const [en] = mailsTo(english.email);
    expect(fr?.text).toContain('Bonjour Camille,');
    expect(fr?.text).toContain('pendant une heure');
    expect(es?.text).toContain('Hola, Lucía:');
    expect(es?.text).toContain('durante una hora');
    expect(en?.text).toContain('Hi Robin,');
    expect(en?.text).toContain('The link works once, for one hour.');
  });

  it('goes through SMTP when SMTP_URL is set, and no file is written', async () => {
    const smtp = await startSmtpServer();
    const viaSmtp = await createTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Camp Weekend <hello@camp.test>' });
    try {
      const me = await viaSmtp.user();
      const res = await call(viaSmtp.app, 'POST', '/api/auth/forgot-password', { body: { email: me.email } });
      expect(res.status).toBe(202);
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 20_000, interval: 25 });
      const [sent] = smtp.messages;
      expect(sent?.to).toEqual([`<${me.email}>`]);
      expect(sent?.data).toContain('Subject: Reset your Camp Weekend password');
      expect(resetLinkIn(parseMail(sent?.data ?? ''))).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/);
      expect(writtenMails(path.join(viaSmtp.config.DATA_DIR, 'mail'))).toEqual([]);
    } finally {
      await viaSmtp.close();
      await smtp.close();
    }
  });
});

describe.runIf(testRedisUrl)('the per-address limit through Redis', () => {
  it('counts requests spread over two instances together', async () => {
    const shared = await createTestServer({ REDIS_URL: testRedisUrl ?? '', REDIS_PREFIX: redisPrefix() });
    // A second instance on the same database and the same Redis, as behind a load balancer.
    const second = await buildApp({ config: shared.config, database: shared.database });
    try {
      await second.ready();
      const instances = [shared.app, second];
      const ask = (i: number) =>
        call(instances[i % 2] ?? shared.app, 'POST', '/api/auth/forgot-password', { body: { email: `n${i}@camp.test` }, ip: '10.201.0.1' });
      for (let i = 0; i < FORGOT_PER_ADDRESS; i += 1) expect((await ask(i)).status).toBe(202);
      // Each instance has seen only half: alone, either would let the next one through.
      expect((await ask(0)).status).toBe(429);
      expect((await ask(1)).status).toBe(429);
    } finally {
      await second.close();
      await shared.close();
    }
  });
});
