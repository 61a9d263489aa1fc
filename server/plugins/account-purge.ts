/** Runs the account purge (lib/account-purge.ts) at start and then every hour, on the injected clock. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { purgeDeletedAccounts } from '../lib/account-purge.js';
import { createScheduledJob, type ScheduledJob } from '../lib/scheduled-job.js';
import type { ImageStore } from '../storage/image-store.js';

export const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface PurgeJobOptions {
  db: Db;
  images: ImageStore;
  /** The clock the 30 days are measured on (tests move it forward). */
  now?: () => Date;
  everyMs?: number;
  onError?: (err: unknown) => void;
}

export type PurgeJob = ScheduledJob<string[]>;

export function createPurgeJob({ db, images, now, everyMs = PURGE_EVERY_MS, onError }: PurgeJobOptions): PurgeJob {
  return createScheduledJob({ run: (at) => purgeDeletedAccounts(db, images, at), everyMs, now, onError });
}

/** The server's own purge job: started when the server is ready, stopped when it closes. */
export function registerAccountPurge(app: FastifyInstance): void {
  const job = createPurgeJob({ db: app.ctx.db, images: app.ctx.images, onError: (err) => app.log.error({ err }, 'Account purge failed') });
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());
}
