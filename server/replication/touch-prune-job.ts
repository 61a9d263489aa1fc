/** Prunes the touches log (lib/touch-prune.ts) and the pull marks at start and then every hour, on one instance, on the injected clock. */
import type { FastifyInstance } from 'fastify';
import { prunePullMarks } from './pull-marks.js';
import { pruneTouches } from './touch-prune.js';
import { createScheduledJob, runWithServer, type ScheduledJob } from '../infra/scheduled-job.js';
import type { JobOptions } from '../profile/account-purge-job.js';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

export function createTouchPruneJob(options: JobOptions<number>): ScheduledJob<number> {
  return createScheduledJob({
    name: 'touch-prune',
    everyMs: PRUNE_EVERY_MS,
    ...options,
    run: async (at) => {
      await prunePullMarks(options.db, at);
      return pruneTouches(options.db, at);
    },
  });
}

export function registerTouchPrune(app: FastifyInstance): void {
  runWithServer(app, createTouchPruneJob({ db: app.ctx.db, onError: (err) => app.log.error({ err }, 'Pruning the touches log failed') }));
}
