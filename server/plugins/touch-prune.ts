/** Prunes the touches log (lib/touch-prune.ts) at start and then every hour, on the injected clock. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { pruneTouches } from '../lib/touch-prune.js';
import { createScheduledJob, type ScheduledJob } from '../lib/scheduled-job.js';

export const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface TouchPruneOptions {
  db: Db;
  /** The clock the retention is measured on (tests move it forward). */
  now?: () => Date;
  everyMs?: number;
  onError?: (err: unknown) => void;
}

export function createTouchPruneJob({ db, now, everyMs = PRUNE_EVERY_MS, onError }: TouchPruneOptions): ScheduledJob<number> {
  return createScheduledJob({ run: (at) => pruneTouches(db, at), everyMs, now, onError });
}

/** The server's own prune job: started when the server is ready, stopped when it closes. */
export function registerTouchPrune(app: FastifyInstance): void {
  const job = createTouchPruneJob({ db: app.ctx.db, onError: (err) => app.log.error({ err }, 'Pruning the touches log failed') });
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());
}
