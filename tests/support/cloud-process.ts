/**
 * The cloud a camp hub test talks to: `server/main.ts` as its own process, on its embedded database, or in the
 * PostgreSQL project on a new PostgreSQL database, with its administrator signed in.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropDatabase, withAdmin } from './postgres-admin.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/** The cloud's administrator. */
export const CLOUD_ADMIN = { email: 'admin@hub.test', password: 'hub-admin-pass-1' };

export interface CloudProcess extends ServerProcess {
  /** The administrator's sign-in token. */
  token: string;
  /** Stops the cloud and removes its data and database. */
  close(): Promise<void>;
}

export async function startCloudProcess(): Promise<CloudProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-cloud-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: CLOUD_ADMIN.email,
    ADMIN_PASSWORD: CLOUD_ADMIN.password,
    STATIC_DIR: path.join(dataDir, 'none'),
  };
  let database: { adminUrl: string; name: string } | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && adminUrl) {
    const name = `cw_hub_${randomBytes(5).toString('hex')}`;
    database = { adminUrl, name };
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  const cloud = await startServerProcess(env);
  const signedIn = await fetch(`${cloud.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CLOUD_ADMIN),
  });
  const { token } = (await signedIn.json()) as { token: string };
  return {
    ...cloud,
    token,
    async close() {
      await cloud.stop();
      if (database) await dropDatabase(database.adminUrl, database.name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
