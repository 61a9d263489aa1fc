import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { DeletionResponse } from '../../contracts/profile-account.js';
import type { DirectoryUser } from '../../contracts/profile.js';
import { serverErrors } from '../../contracts/error-codes.js';
import { buildApp } from '../../server/app.js';
import { uploadKey } from '../../server/storage/upload-keys.js';
import { createPurgeJob } from '../../server/profile/account-purge-job.js';
import { createOneOfEverything, userRow } from '../support/camper-data.js';
import { makeJobDue } from '../support/job-due.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser, other: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, other] = [await server.user('admin'), await server.user('camper')];
});
afterAll(async () => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const inject = (who: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });

function openSocket(who: TestUser): Promise<{ closed: Promise<number> }> {
  const { port } = server.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${who.token}`);
  const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
  return new Promise((resolve, reject) => ws.once('open', () => resolve({ closed })).once('error', reject));
}

describe('DELETE /users/me', () => {
  it('revokes every session and socket at once, and drops the person from the directory', async () => {
    const camper = await server.user('camper');
    const [phone, laptop] = [await openSocket(camper), await openSocket(camper)];
    const { cursor } = (await inject(other, 'GET', '/pull')).json<{ cursor: string }>();

    const res = await inject(camper, 'DELETE', '/users/me');
    expect(res.statusCode).toBe(200);
    const body = res.json<DeletionResponse>();
    expect(body.message).toBe('Account deletion requested. Your data will be deleted within 30 days.');
    expect(Date.parse(body.purge_after) - Date.now()).toBeGreaterThan(29.9 * DAY_MS);

    // Both sockets close without waiting for a ping; the token is refused everywhere.
    expect(await Promise.all([phone.closed, laptop.closed])).toEqual([4401, 4401]);
    expect((await inject(camper, 'GET', '/users/me')).statusCode).toBe(401);
    expect((await inject(camper, 'GET', '/pull')).statusCode).toBe(401);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: camper.email, password: camper.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ error: serverErrors.account_deletion_scheduled, code: 'account_deletion_scheduled' });

    const directory = (await inject(other, 'GET', '/users/all')).json<{ users: DirectoryUser[] }>().users;
    expect(directory.some((u) => u.id === camper.id)).toBe(false);
    const delta = (await inject(other, 'GET', `/pull?cursor=${cursor}`)).json<{ tables: Record<string, { deleted: string[] }> }>();
    expect(delta.tables.users?.deleted).toContain(camper.id);
  });

  it('refuses the last administrator, who would leave the camp with none', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const seeded = { ...admin, token: login.json<{ token: string }>().token };
    expect((await inject(admin, 'DELETE', '/users/me')).statusCode).toBe(200);
    const last = await inject(seeded, 'DELETE', '/users/me');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ error: serverErrors.last_admin_leaving, code: 'last_admin_leaving' });
    expect((await inject(seeded, 'GET', '/users/me')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await inject(null, 'DELETE', '/users/me')).statusCode).toBe(401);
  });
});

describe('the purge job', () => {
  it('removes the account and everything it created 30 days after the request, on an injected clock', async () => {
    const pollAdmin = await server.user('admin');
    const camper = await server.user('camper');
    const made = await createOneOfEverything(server, camper, other, pollAdmin);
    const photoKey = uploadKey(made.photoPost.image ?? '') ?? '';
    expect(await server.app.ctx.images.sizeOf(photoKey)).toBeGreaterThan(0);
    const { cursor } = (await inject(other, 'GET', '/pull')).json<{ cursor: string }>();
    expect((await inject(camper, 'DELETE', '/users/me')).statusCode).toBe(200);

    let now = new Date(Date.now() + 29 * DAY_MS);
    const job = createPurgeJob({ ctx: server.app.ctx, now: () => now, everyMs: 25 });
    const early = await job.runOnce();
    expect(early.ran && early.result).not.toContain(camper.id);
    expect(early.ran).toBe(true);
    expect(await userRow(server, camper.id)).toBeDefined();

    // The scheduled run, once the clock passes 30 days.
    now = new Date(Date.now() + 30 * DAY_MS + 60_000);
    job.start();
    for (let i = 0; i < 400 && (await userRow(server, camper.id)); i += 1) await new Promise((r) => setTimeout(r, 25));
    await job.stop();
    expect(await userRow(server, camper.id)).toBeUndefined();
    expect(await server.app.ctx.images.sizeOf(photoKey)).toBeNull();

    // Everyone else's phone hears of it: the post and message are tombstoned, counts come right.
    const delta = (await inject(other, 'GET', `/pull?cursor=${cursor}`)).json<{
      tables: Record<string, { items: { id: string; likes?: number; comments?: unknown[] }[]; deleted: string[] }>;
    }>();
    expect(delta.tables.posts?.deleted).toContain(made.photoPost.id);
    const theirPost = delta.tables.posts?.items.find((p) => p.id === made.otherPost.id);
    expect(theirPost).toMatchObject({ likes: 0, comments: [] });
    expect(delta.tables.messages?.deleted).toContain(made.messageId);
    const export_ = (await inject(other, 'GET', '/users/me/export')).json<{ posts: { id: string }[] }>();
    expect(export_.posts.map((p) => p.id)).toContain(made.otherPost.id);
  });

  it('runs by itself when a server starts after its hour is up, for requests older than 30 days', async () => {
    const camper = await server.user('camper', { deletionRequestedAt: new Date(Date.now() - 31 * DAY_MS) });
    const recent = await server.user('camper', { deletionRequestedAt: new Date(Date.now() - 29 * DAY_MS) });
    await makeJobDue(server.database.db, 'account-purge');
    const restarted = await buildApp({ config: server.config, database: server.database });
    await restarted.ready();
    for (let i = 0; i < 400 && (await userRow(server, camper.id)); i += 1) await new Promise((r) => setTimeout(r, 25));
    await restarted.close();
    expect(await userRow(server, camper.id)).toBeUndefined();
    expect(await userRow(server, recent.id)).toBeDefined();
  });
});
