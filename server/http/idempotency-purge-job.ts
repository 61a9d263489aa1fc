/** Forgets stored Idempotency-Key answers after IDEMPOTENCY_RETENTION_DAYS, at start and every 6 hours, on one instance. */
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { createScheduledJob, runWithServer, type JobOptions, type ScheduledJob } from '../infra/scheduled-job.js';
import { errorForLog } from '../infra/safe-log.js';

const IDEMPOTENCY_RETENTION_DAYS = 8;
const IDEMPOTENCY_PURGE_EVERY_MS = 6 * 3_600_000;

/** Deletes the keys older than the retention; returns how many went. */
async function purgeIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

export function createIdempotencyPurgeJob(options: JobOptions<number>): ScheduledJob<number> {
  return createScheduledJob({
    name: 'idempotency-purge',
    everyMs: IDEMPOTENCY_PURGE_EVERY_MS,
    ...options,
    run: (at) => purgeIdempotencyKeys(options.db, at),
  });
}

export function registerIdempotencyPurge(app: FastifyInstance): void {
  const onError = (err: unknown) => app.log.error({ failure: errorForLog(err) }, 'idempotency purge failed');
  runWithServer(app, createIdempotencyPurgeJob({ db: app.ctx.database.db, onError }));
}
