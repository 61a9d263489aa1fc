/**
 * A camp hub against a cloud, each its own process on its own embedded database: the administrator makes a hub key
 * in the cloud, the hub pulls the camp with it and then answers /api/health, takes the cloud's sign-ins and photo
 * addresses, and `--check` finds nothing missing; once the key is revoked, `--check` says the cloud refused it.
 * In the PostgreSQL project the cloud runs on a new PostgreSQL database; the hub is always on its embedded one.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../contracts/feed.js';
import type { CreatedHubKey } from '../../contracts/hub.js';
import { CLOUD_ADMIN, startCloudProcess, type CloudProcess } from '../support/cloud-process.js';
import { multipartBody, phoneJpeg } from '../support/posts-helpers.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const dirs: string[] = [];
let cloud: CloudProcess;
let hub: ServerProcess | undefined;
let token: string;

const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `cw-${name}-`));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  cloud = await startCloudProcess();
  token = cloud.token;
}, 120_000);

afterAll(async () => {
  await hub?.stop();
  await cloud.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A call to the cloud's admin API as its administrator. */
const asAdmin = (method: 'POST' | 'DELETE', url: string) =>
  fetch(`${cloud.url}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });

/** `npm run hub -- --check` on the hub's data: its exit code and what it printed. */
function check(env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const args = ['--import', 'tsx', path.resolve('server/hub/main.ts'), '--check'];
    execFile(process.execPath, args, { env: { ...process.env, ...env } }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, out: stdout + stderr });
    });
  });
}

describe('a camp hub', () => {
  it('holds the camp, takes the cloud’s sign-ins and photo addresses, and checks against the cloud', async () => {
    const body = await multipartBody(
      { caption: 'Canoes at dawn' },
      { bytes: await phoneJpeg(800, 600), name: 'IMG_1.jpg', type: 'image/jpeg' },
    );
    const posted = await fetch(`${cloud.url}/api/posts`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    });
    expect(posted.status).toBe(201);
    const post = (await posted.json()) as Post;
    const made = await asAdmin('POST', '/admin/hub-keys');
    expect(made.status).toBe(201);
    const { id: keyId, key } = (await made.json()) as CreatedHubKey;

    const dataDir = tempDir('hub');
    const env = { HUB_CLOUD_URL: cloud.url, HUB_KEY: key, DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none') };
    // Started, it answers /api/health only once it holds the camp.
    hub = await startServerProcess(env, { script: 'server/hub/main.ts' });

    const me = await fetch(`${hub.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(CLOUD_ADMIN.email);
    const photo = await fetch(`${hub.url}${post.image ?? ''}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');

    const held = await check(env);
    expect(held.out).toContain('Nothing is missing');
    expect(held.code).toBe(0);

    expect((await asAdmin('DELETE', `/admin/hub-keys/${keyId}`)).status).toBe(204);
    const refused = await check(env);
    expect(refused.out).toContain('refused the hub key');
    expect(refused.code).not.toBe(0);
  }, 120_000);
});
