import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/client.js';
import { startHaproxy, type Proxy } from './haproxy.js';
import { startS3Server, type LocalS3 } from './s3-server.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './test-admin.js';

export const JWT_SECRET = 'two-instance-secret-0123456789';

export interface TwoInstances {
  proxy: Proxy;
  instances: [ServerProcess, ServerProcess];
  close(): Promise<void>;
}

/**
 * Camp Weekend as on several machines: two server processes on one PostgreSQL database, one Redis and
 * one bucket (the local S3 server), each with its own DATA_DIR, behind HAProxy (deploy/haproxy.cfg).
 */
export async function startTwoInstances(
  database: Database,
  redisUrl: string,
  options: { raiseFileLimit?: boolean; env?: Record<string, string> } = {},
): Promise<TwoInstances> {
  if (!database.url) throw new Error('two instances need PostgreSQL');
  const s3: LocalS3 = await startS3Server();
  const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'cw-instance-')));
  const env = (dataDir: string) => ({
    DATABASE_URL: database.url ?? '',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `cw-two-${randomBytes(6).toString('hex')}:`,
    ...s3.env,
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-static'),
    JWT_SECRET,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    TRUST_PROXY: '127.0.0.1',
    ...options.env,
  });
  const shared = env(dirs[0] ?? '');
  const instances = (await Promise.all(
    dirs.map((dir) => startServerProcess({ ...env(dir), REDIS_PREFIX: shared.REDIS_PREFIX }, options)),
  )) as [ServerProcess, ServerProcess];
  const proxy = await startHaproxy([instances[0].url, instances[1].url], options);
  return {
    proxy,
    instances,
    async close() {
      await proxy.close();
      await Promise.all(instances.map((i) => i.stop()));
      await s3.close();
      dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    },
  };
}
