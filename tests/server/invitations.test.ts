import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../contracts/error-codes.js';
import type { CreatedInvitation, Invitation, InvitationPreview } from '../../contracts/invitations.js';
import { call, registration, type Session } from '../support/accounts.js';
import { parseMail } from '../support/reset-mail.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

const DAY = 24 * 60 * 60_000;
let clock = Date.now();
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestUser;
let camper: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await createTestServer({ PUBLIC_URL: 'https://camp.example.org/', SMTP_URL: smtp.url }, { now: () => clock });
  admin = await server.user('admin');
  camper = await server.user('camper');
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type Body = Record<string, unknown>;
const invite = (body: Body = {}, who: TestUser = admin) =>
  call<CreatedInvitation & Body>(server.app, 'POST', '/api/admin/invitations', { body, token: who.token });
const list = async () =>
  (await call<{ invitations: Invitation[] }>(server.app, 'GET', '/api/admin/invitations', { token: admin.token })).body.invitations;
const look = (token: string) => call<InvitationPreview>(server.app, 'GET', `/api/invitations/${token}`);
const join = (token: string, overrides: Body = {}, ip?: string) =>
  call<Session & Body>(server.app, 'POST', `/api/invitations/${token}/register`, { body: registration(overrides), ip });
const refusal = (code: keyof typeof serverErrors) => ({ error: serverErrors[code], code });
const gone = { status: 410, body: refusal('invitation_unusable') };
const unknownAnswer = () => look('x'.repeat(43));

async function householdOf3(): Promise<string> {
  const members = [await server.user(), await server.user(), await server.user()];
  const res = await call<{ id: string }>(server.app, 'POST', '/api/admin/households', {
    body: { name: `The Oaks ${clock}`, member_ids: members.map((m) => m.id), children: 0 },
    token: admin.token,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('an administrator invites a family', () => {
  it('creates a new household with its link, which the join page reads and the list shows', async () => {
    const res = await invite({ household_name: 'The Willows' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^https:\/\/camp\.example\.org\/join\/[\w-]{43}$/);
    expect(res.body.url.endsWith(`/join/${res.body.token}`)).toBe(true);
    expect(res.body.uses_left).toBe(1);
    expect(Date.parse(res.body.expires_at)).toBe(clock + 30 * DAY);
    expect(await look(res.body.token)).toEqual({ status: 200, body: { household_name: 'The Willows', usable: true } });
    const mine = (await list()).find((i) => i.id === res.body.id);
    expect(mine).toMatchObject({ household_name: 'The Willows', role: 'camper', uses: 1, uses_left: 1, revoked_at: null, joined: [] });
  });

  it("lets the household's size join by default, each one approved, signed in and in the household; a 4th use gets 410", async () => {
    const householdId = await householdOf3();
    const created = await invite({ household_id: householdId });
    expect(created.body.uses_left).toBe(3);
    const names = ['Ada', 'Ben', 'Cy'];
    for (const first_name of names) {
      const joined = await join(created.body.token, { first_name });
      expect(joined.status).toBe(201);
      expect(joined.body.user).toMatchObject({ first_name, status: 'approved', role: 'camper' });
      const home = await call<{ id: string }>(server.app, 'GET', '/api/households/mine', { token: joined.body.token });
      expect(home).toMatchObject({ status: 200, body: { id: householdId } });
    }
    expect(await join(created.body.token)).toEqual(gone);
    const shown = (await list()).find((i) => i.id === created.body.id);
    expect(shown?.uses_left).toBe(0);
    expect(shown?.joined.map((j) => j.name.split(' ')[0]).sort()).toEqual(names);
    expect(await look(created.body.token)).toEqual(await unknownAnswer());
  });

  it('gives the role asked for', async () => {
    const created = await invite({ role: 'organizer', uses: 2 });
    const joined = await join(created.body.token);
    expect(joined.status).toBe(201);
    expect(joined.body.user).toMatchObject({ role: 'organizer', status: 'approved' });
  });

  it('stops a revoked invitation at once: 410, and the join page answers as for an unknown link', async () => {
    const created = await invite({ uses: 5 });
    expect((await join(created.body.token)).status).toBe(201);
    const revoked = await call(server.app, 'DELETE', `/api/admin/invitations/${created.body.id}`, { token: admin.token });
    expect(revoked.status).toBe(204);
    expect(await join(created.body.token)).toEqual(gone);
    expect(await look(created.body.token)).toEqual(await unknownAnswer());
    expect((await list()).find((i) => i.id === created.body.id)?.revoked_at).not.toBeNull();
  });

  it('answers an expired link exactly as an unknown one, and refuses it with 410', async () => {
    const created = await invite({ expires_in_days: 1 });
    expect((await look(created.body.token)).body.usable).toBe(true);
    clock += DAY;
    expect(await look(created.body.token)).toEqual(await unknownAnswer());
    expect(await unknownAnswer()).toEqual({ status: 200, body: { household_name: null, usable: false } });
    expect(await join(created.body.token)).toEqual(gone);
    expect(await join('y'.repeat(43))).toEqual(gone);
  });

  it('refuses an email already registered with the sign-up sentence, and keeps the use', async () => {
    const created = await invite({ uses: 1 });
    expect(await join(created.body.token, { email: camper.email })).toEqual({ status: 409, body: refusal('email_taken') });
    expect((await join(created.body.token)).status).toBe(201);
  });

  it('lets exactly 3 of 10 people joining at once through a 3-use invitation', async () => {
    const created = await invite({ uses: 3 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => join(created.body.token)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 201)).toEqual(Array.from({ length: 7 }, () => gone));
    const shown = (await list()).find((i) => i.id === created.body.id);
    expect(shown).toMatchObject({ uses_left: 0 });
    expect(shown?.joined).toHaveLength(3);
  });

  it('mails the link, which registers into the same invitation', async () => {
    const created = await invite({ household_name: 'The Birches', uses: 2 });
    const sent = await call(server.app, 'POST', `/api/admin/invitations/${created.body.id}/email`, {
      body: { email: 'aunt.may@camp.test', language: 'es' },
      token: admin.token,
    });
    expect(sent.status).toBe(204);
    const message = smtp.messages.find((m) => m.to.includes('<aunt.may@camp.test>'));
    const text = parseMail(message?.data ?? '').text;
    expect(text).toContain('«The Birches»');
    const link = /https:\/\/camp\.example\.org\/join\/([\w-]{43})/.exec(text);
    expect(link?.[1]).toBeDefined();
    expect(link?.[1]).not.toBe(created.body.token);
    expect((await join(link?.[1] ?? '')).status).toBe(201);
    expect((await list()).find((i) => i.id === created.body.id)?.uses_left).toBe(1);
  });
});

describe('invitations and the people around them', () => {
  it("are in their maker's data export, and survive the removal of their maker and of someone who joined", async () => {
    const maker = await server.user('admin');
    const created = await call<CreatedInvitation>(server.app, 'POST', '/api/admin/invitations', {
      body: { household_name: 'The Elms', uses: 3 },
      token: maker.token,
    });
    const exported = await call<{ invitations: Body[] }>(server.app, 'GET', '/api/users/me/export', { token: maker.token });
    expect(exported.status).toBe(200);
    expect(exported.body.invitations).toEqual([
      expect.objectContaining({ id: created.body.id, household_name: 'The Elms', uses: 3, uses_left: 3, revoked_at: null }),
    ]);
    const joined = await join(created.body.token);
    const removeJoiner = await call(server.app, 'DELETE', `/api/admin/users/${joined.body.user.id}`, { token: admin.token });
    expect(removeJoiner.status).toBeLessThan(300);
    const removeMaker = await call(server.app, 'DELETE', `/api/admin/users/${maker.id}`, { token: admin.token });
    expect(removeMaker.status).toBeLessThan(300);
    const kept = (await list()).find((i) => i.id === created.body.id);
    expect(kept).toMatchObject({ uses_left: 2, joined: [] });
    expect((await join(created.body.token)).status).toBe(201);
  });
});

describe('what the invitation calls refuse', () => {
  it('lets only administrators manage invitations', async () => {
    const organizer = await server.user('organizer');
    for (const who of [camper, organizer]) {
      expect((await invite({}, who)).status).toBe(403);
      expect((await call(server.app, 'GET', '/api/admin/invitations', { token: who.token })).status).toBe(403);
    }
    const created = await invite();
    expect((await call(server.app, 'DELETE', `/api/admin/invitations/${created.body.id}`, { token: camper.token })).status).toBe(403);
    const mail = await call(server.app, 'POST', `/api/admin/invitations/${created.body.id}/email`, {
      body: { email: 'x@camp.test' },
      token: camper.token,
    });
    expect(mail.status).toBe(403);
    expect((await call(server.app, 'POST', '/api/admin/invitations', { body: {} })).status).toBe(401);
  });

  it('answers bad input with a sentence', async () => {
    const tooMany = await invite({ uses: 21 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toContain('at most 20 people');
    expect(await invite({ household_id: '00000000-0000-4000-8000-000000000000' })).toEqual({
      status: 404,
      body: refusal('household_gone'),
    });
    expect(await invite({ household_id: '00000000-0000-4000-8000-000000000000', household_name: 'Both' })).toEqual({
      status: 400,
      body: refusal('invitation_household_choice'),
    });
    const tooShort = await invite({ expires_in_days: 0 });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error).toContain('at least 1 day');
    const created = await invite();
    const badJoin = await call(server.app, 'POST', `/api/invitations/${created.body.token}/register`, { body: { email: 'nope' } });
    expect(badJoin).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    const missing = await call(server.app, 'DELETE', '/api/admin/invitations/not-an-id', { token: admin.token });
    expect(missing).toEqual({ status: 404, body: refusal('invitation_gone') });
    const badMail = await call(server.app, 'POST', `/api/admin/invitations/${created.body.id}/email`, {
      body: { email: 'not-an-email' },
      token: admin.token,
    });
    expect(badMail).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
  });

  it('limits refused links per address like wrong passwords', async () => {
    const ip = '10.200.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await join('z'.repeat(43), {}, ip)).status);
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 410));
    expect(statuses[10]).toBe(429);
  });
});
