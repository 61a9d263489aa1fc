/** Runs the account purge (lib/account-purge.ts) at start and then every hour, on the injected clock. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { purgeDeletedAccounts } from '../lib/account-purge.js';
import { createScheduledJob, type ScheduledJob } from '../lib/scheduled-job.js';

export const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface PurgeJobOptions {
  db: Db;
  uploadsDir: string;
  /** The clock the 30 days are measured on (tests move it forward). */
  now?: () => Date;
  everyMs?: number;
  onError?: (err: unknown) => void;
}

export type PurgeJob = ScheduledJob<string[]>;

export function createPurgeJob({ db, uploadsDir, now, everyMs = PURGE_EVERY_MS, onError }: PurgeJobOptions): PurgeJob {
  return createScheduledJob({ run: (at) => purgeDeletedAccounts(db, uploadsDir, at), everyMs, now, onError });
}

/** The server's own purge job: started when the server is ready, stopped when it closes. */
export function registerAccountPurge(app: FastifyInstance): void {
  const job = createPurgeJob({ db: app.ctx.db, uploadsDir: app.ctx.config.uploadsDir, onError: (err) => app.log.error({ err }, 'Account purge failed') });
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());
}
