/** Runs the account purge (account-purge.ts) at start and then every hour, on one instance, on the injected clock. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { purgeDeletedAccounts, type PurgeContext } from './account-purge.js';
import { createScheduledJob, runWithServer, type JobOptions, type ScheduledJob } from '../infra/scheduled-job.js';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Kept here for the jobs that still name it from this file; it lives in infra/scheduled-job.ts. */
export type { JobOptions };

export type PurgeJob = ScheduledJob<string[]>;

/** `poke` is absent only where the job runs without a server. */
type PurgeJobContext = PurgeContext & Partial<Pick<AppContext, 'poke'>>;

export function createPurgeJob({ ctx, ...options }: Omit<JobOptions<string[]>, 'db'> & { ctx: PurgeJobContext }): PurgeJob {
  return createScheduledJob({
    name: 'account-purge',
    everyMs: PURGE_EVERY_MS,
    db: ctx.db,
    ...options,
    run: async (at) => {
      const purged = await purgeDeletedAccounts(ctx, at);
      // People left the directory, feed and chats: every phone pulls, once the purge has committed.
      if (purged.length > 0) ctx.poke?.('everyone');
      return purged;
    },
  });
}

export function registerAccountPurge(app: FastifyInstance): void {
  runWithServer(app, createPurgeJob({ ctx: app.ctx, onError: (err) => app.log.error({ err }, 'Account purge failed') }));
}
