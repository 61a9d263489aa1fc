/** Runs the account purge (account-purge.ts) at start and then every hour, on one instance, on the injected clock. */
import type { FastifyInstance } from 'fastify';
import { purgeDeletedAccounts, type PurgeContext } from './account-purge.js';
import { createScheduledJob, runWithServer, type JobOptions, type ScheduledJob } from '../infra/scheduled-job.js';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Kept here for the jobs that still name it from this file; it lives in infra/scheduled-job.ts. */
export type { JobOptions };

export type PurgeJob = ScheduledJob<string[]>;

export function createPurgeJob({ ctx, ...options }: Omit<JobOptions<string[]>, 'db'> & { ctx: PurgeContext }): PurgeJob {
  return createScheduledJob({
    name: 'account-purge',
    everyMs: PURGE_EVERY_MS,
    db: ctx.db,
    ...options,
    run: (at) => purgeDeletedAccounts(ctx, at),
  });
}

export function registerAccountPurge(app: FastifyInstance): void {
  runWithServer(app, createPurgeJob({ ctx: app.ctx, onError: (err) => app.log.error({ err }, 'Account purge failed') }));
}
