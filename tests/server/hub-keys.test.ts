import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../contracts/error-codes.js';
import type { CreatedHubKey, HubExchange, HubKey } from '../../contracts/hub.js';
import { verifyToken } from '../../server/auth/jwt.js';
import { createUploadAddresses } from '../../server/storage/signed-addresses.js';
import { call } from '../support/accounts.js';
import { createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let clock = Date.now();
const lines: string[] = [];
let server: TestServer;
let admin: TestUser;
let organizer: TestUser;

beforeAll(async () => {
  server = await createTestServer(
    { PUBLIC_URL: 'https://camp.example.org/' },
    { now: () => clock, logStream: { write: (line) => void lines.push(line) } },
  );
  admin = await server.user('admin');
  organizer = await server.user('organizer');
});
afterAll(async () => server?.close());

const create = (body: Record<string, unknown> = {}, who: TestUser | null = admin) =>
  call<CreatedHubKey>(server.app, 'POST', '/api/admin/hub-keys', { body, token: who?.token });
const listAs = (who: TestUser | null) => call<{ hub_keys: HubKey[] }>(server.app, 'GET', '/api/admin/hub-keys', { token: who?.token });
const listed = async (id: string) => (await listAs(admin)).body.hub_keys.find((k) => k.id === id);
const revoke = (id: string, who: TestUser | null = admin) => call(server.app, 'DELETE', `/api/admin/hub-keys/${id}`, { token: who?.token });
const exchange = (authorization?: string) =>
  call<HubExchange>(server.app, 'POST', '/api/hub/exchange', { headers: authorization ? { authorization } : {} });
const refusal = (code: keyof typeof serverErrors) => ({ error: serverErrors[code], code });
const refused = { status: 401, body: refusal('hub_key_refused') };

describe('an administrator manages hub keys', () => {
  it('creates a key of 256 random bits that the list shows by its label, never the key itself', async () => {
    const made = await create({ label: '  Lake house laptop ' });
    expect(made.status).toBe(201);
    expect(made.body.key).toMatch(/^hub_[\w-]{43}$/);
    const other = await create();
    expect(other.body.key).not.toBe(made.body.key);
    const list = await listAs(admin);
    expect(list.status).toBe(200);
    expect(list.body.hub_keys.find((k) => k.id === made.body.id)).toEqual({
      id: made.body.id,
      label: 'Lake house laptop',
      created_at: expect.any(String) as string,
      last_used_at: null,
      revoked_at: null,
    });
    expect((await listed(other.body.id))?.label).toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(made.body.key.slice(4));
  });

  it('refuses a label over 100 characters with a sentence', async () => {
    const res = await create({ label: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Label must be at most 100 characters.');
  });

  it('revokes a key, which stays listed with its moment; an unknown key is a 404', async () => {
    const made = await create({ label: 'Old hub' });
    clock += 60_000;
    expect((await revoke(made.body.id)).status).toBe(204);
    expect((await listed(made.body.id))?.revoked_at).toBe(new Date(clock).toISOString());
    expect(await revoke('00000000-0000-4000-8000-000000000000')).toEqual({ status: 404, body: refusal('hub_key_gone') });
    expect(await revoke('not-an-id')).toEqual({ status: 404, body: refusal('hub_key_gone') });
  });

  it('answers 401 to someone signed out and 403 to an organizer, for every call', async () => {
    const made = await create();
    expect(await create({}, null)).toEqual({ status: 401, body: refusal('sign_in_required') });
    expect(await listAs(null)).toEqual({ status: 401, body: refusal('sign_in_required') });
    expect(await revoke(made.body.id, null)).toEqual({ status: 401, body: refusal('sign_in_required') });
    expect(await create({}, organizer)).toEqual({ status: 403, body: refusal('admins_only') });
    expect(await listAs(organizer)).toEqual({ status: 403, body: refusal('admins_only') });
    expect(await revoke(made.body.id, organizer)).toEqual({ status: 403, body: refusal('admins_only') });
    expect((await listed(made.body.id))?.revoked_at).toBeNull();
  });
});

describe('a hub exchanges its key', () => {
  it("gets the secret that checks the cloud's sign-ins and photo addresses, and the key's last use is stamped", async () => {
    const made = await create({ label: 'Camp hub' });
    clock += 120_000;
    const res = await exchange(`Hub ${made.body.key}`);
    expect(res.status).toBe(200);
    expect(res.body.public_url).toBe('https://camp.example.org');
    expect(await verifyToken(res.body.secret, admin.token)).toMatchObject({ sub: admin.id });
    const photo = '/uploads/posts/a-photo.jpg';
    const cloudAddress = server.app.ctx.photoAddresses.sign(photo);
    expect(createUploadAddresses(res.body.secret, () => clock).check(cloudAddress)).toBe('valid');
    expect((await listed(made.body.id))?.last_used_at).toBe(new Date(clock).toISOString());
  });

  it('is refused with the plain sentence for a wrong, missing, revoked or bearer key', async () => {
    const made = await create();
    expect(await exchange(`Hub ${made.body.key}x`)).toEqual(refused);
    expect(await exchange('Hub ')).toEqual(refused);
    expect(await exchange()).toEqual(refused);
    expect(await exchange(`Bearer ${admin.token}`)).toEqual(refused);
    expect((await exchange(`Hub ${made.body.key}`)).status).toBe(200);
    await revoke(made.body.id);
    expect(await exchange(`Hub ${made.body.key}`)).toEqual(refused);
    expect(refused.body.error).toBe('The cloud refused this hub key: it was revoked or mistyped. Create a new one in Admin → Camp hub.');
  });

  it('never writes a key or the secret to the log', async () => {
    const made = await create();
    await exchange(`Hub ${made.body.key}`);
    await exchange(`Hub ${made.body.key}-wrong`);
    const text = lines.join('\n');
    expect(text).toContain('/api/hub/exchange');
    for (const leak of [made.body.key, server.config.jwtSecret]) expect(text).not.toContain(leak);
  });
});
