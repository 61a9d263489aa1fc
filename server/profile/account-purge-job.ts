/** Runs the account purge (lib/account-purge.ts) at start and then every hour, on one instance, on the injected clock. */
import type { FastifyInstance } from 'fastify';
import type { ImageStore } from '../storage/image-store.js';
import { purgeDeletedAccounts } from './account-purge.js';
import { createScheduledJob, runWithServer, type JobOptions, type ScheduledJob } from '../infra/scheduled-job.js';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Kept here for the jobs that still name it from this file; it lives in infra/scheduled-job.ts. */
export type { JobOptions };

export type PurgeJob = ScheduledJob<string[]>;

export function createPurgeJob({ images, ...options }: JobOptions<string[]> & { images: ImageStore }): PurgeJob {
  return createScheduledJob({
    name: 'account-purge',
    everyMs: PURGE_EVERY_MS,
    ...options,
    run: (at) => purgeDeletedAccounts(options.db, images, at),
  });
}

export function registerAccountPurge(app: FastifyInstance): void {
  runWithServer(
    app,
    createPurgeJob({ db: app.ctx.db, images: app.ctx.images, onError: (err) => app.log.error({ err }, 'Account purge failed') }),
  );
}
