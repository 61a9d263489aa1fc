/** Runs the account purge (lib/account-purge.ts) at start and then every hour, on the injected clock. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { purgeDeletedAccounts } from '../lib/account-purge.js';

export const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface PurgeJobOptions {
  db: Db;
  uploadsDir: string;
  /** The clock the 30 days are measured on (tests move it forward). */
  now?: () => Date;
  everyMs?: number;
  onError?: (err: unknown) => void;
}

export interface PurgeJob {
  runOnce(): Promise<string[]>;
  start(): void;
  /** Stops the timer and waits for a run under way to finish. */
  stop(): Promise<void>;
}

export function createPurgeJob({ db, uploadsDir, now = () => new Date(), everyMs = PURGE_EVERY_MS, onError = () => undefined }: PurgeJobOptions): PurgeJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;
  const runOnce = () => {
    // One run at a time: a slow purge is never overlapped by the next tick.
    running ??= purgeDeletedAccounts(db, uploadsDir, now()).finally(() => (running = undefined));
    return running;
  };
  const tick = () => void runOnce().catch(onError);
  return {
    runOnce,
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

/** The server's own purge job: started when the server is ready, stopped when it closes. */
export function registerAccountPurge(app: FastifyInstance): void {
  const job = createPurgeJob({ db: app.ctx.db, uploadsDir: app.ctx.config.uploadsDir, onError: (err) => app.log.error({ err }, 'Account purge failed') });
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());
}
