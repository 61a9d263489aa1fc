import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverErrors } from '../../contracts/error-codes.js';
import type { DeviceCode } from '../../contracts/invitations.js';
import { DEVICE_CODE_RULES } from '../../contracts/invitations-rules.js';
import { call, type Session } from '../support/accounts.js';
import { createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

const MINUTE = 60_000;
let clock = Date.now();
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({}, { now: () => clock });
});
afterAll(async () => {
  await server?.close();
});
// Every test starts once the codes of the tests before have run out, so a wrong code is wrong for all.
beforeEach(() => {
  clock += DEVICE_CODE_RULES.validMinutes * MINUTE + 1;
});

const askCode = (who: TestUser) =>
  call<DeviceCode & Record<string, unknown>>(server.app, 'POST', '/api/auth/device-codes', { token: who.token });
const exchange = (code: string, ip?: string) =>
  call<Session & Record<string, unknown>>(server.app, 'POST', '/api/auth/device-codes/exchange', { body: { code }, ip });
const refused = { status: 400, body: { error: serverErrors.device_code_invalid, code: 'device_code_invalid' } };
/** A code that is surely not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 10 ** DEVICE_CODE_RULES.digits).padStart(DEVICE_CODE_RULES.digits, '0');

async function codeOf(who: TestUser): Promise<string> {
  const res = await askCode(who);
  expect(res.status).toBe(201);
  return res.body.code;
}

describe('a sign-in code carries a session into the installed app', () => {
  it('gives a signed-in person 6 digits for 10 minutes, which sign the same person in without a password', async () => {
    const me = await server.user();
    const res = await askCode(me);
    expect(res.status).toBe(201);
    expect(res.body.code).toMatch(/^\d{6}$/);
    expect(Date.parse(res.body.expires_at)).toBe(clock + 10 * MINUTE);
    const session = await exchange(res.body.code);
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(me.id);
    const profile = await call<{ user: { id: string } }>(server.app, 'GET', '/api/users/me', { token: session.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body.user.id).toBe(me.id);
  });

  it('works once: a second device (the tablet) asks the phone for a fresh code', async () => {
    const me = await server.user();
    const code = await codeOf(me);
    expect((await exchange(code)).status).toBe(200);
    expect(await exchange(code)).toEqual(refused);
    const fresh = await codeOf(me);
    expect((await exchange(fresh)).body.user.id).toBe(me.id);
  });

  it("replaces the person's earlier code with the new one", async () => {
    const me = await server.user();
    const first = await codeOf(me);
    const second = await codeOf(me);
    if (first !== second) expect(await exchange(first)).toEqual(refused);
    expect((await exchange(second)).status).toBe(200);
  });

  it('runs out at 10 minutes', async () => {
    const me = await server.user();
    const kept = await codeOf(me);
    clock += 10 * MINUTE - 1;
    expect((await exchange(kept)).status).toBe(200);
    const late = await codeOf(me);
    clock += 10 * MINUTE;
    expect(await exchange(late)).toEqual(refused);
  });

  it('dies after five wrong tries, and lives through four', async () => {
    const me = await server.user();
    const survivor = await codeOf(me);
    for (let i = 0; i < DEVICE_CODE_RULES.wrongTries - 1; i += 1) expect(await exchange(otherThan(survivor))).toEqual(refused);
    expect((await exchange(survivor)).status).toBe(200);
    const victim = await codeOf(me);
    for (let i = 0; i < DEVICE_CODE_RULES.wrongTries; i += 1) expect(await exchange(otherThan(victim))).toEqual(refused);
    expect(await exchange(victim)).toEqual(refused);
  });

  it('lets exactly one of two exchanges of the same code at once through', async () => {
    const me = await server.user();
    const code = await codeOf(me);
    const answers = await Promise.all([exchange(code), exchange(code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)).toEqual(refused);
  });
});

describe('what the sign-in code calls refuse', () => {
  it('gives codes only to signed-in people', async () => {
    expect((await call(server.app, 'POST', '/api/auth/device-codes')).status).toBe(401);
  });

  it('answers a code that is not 6 digits with a sentence', async () => {
    expect(await exchange('12ab')).toMatchObject({ status: 400, body: { code: 'invalid_request', error: expect.any(String) as string } });
    const missing = await call(server.app, 'POST', '/api/auth/device-codes/exchange', { body: {} });
    expect(missing.status).toBe(400);
  });

  it('limits wrong codes per address like wrong passwords', async () => {
    const ip = '10.201.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await exchange('000000', ip)).status);
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 400));
    expect(statuses[10]).toBe(429);
  });
});
