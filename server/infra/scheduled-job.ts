/**
 * A background job run at start and then every `everyMs`, on an injected clock, one run at a time,
 * and on one instance at a time: every instance on the database ticks, and a tick runs only when it
 * takes the job's lease row (job_leases) and the job's last complete run is at least a period old.
 * A run that fails gives the lease back at once; an instance that dies part-way holds it at most
 * LEASE_MS, then another instance runs the job again. So every job must be safe to run again.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobLeases } from '../db/schema/index.js';

/** Longer than any run: a lease this old belongs to an instance that died. */
export const LEASE_MS = 10 * 60_000;
/** A tick this much early still counts as a period (two instances' timers never line up). */
const EARLY = 0.9;

export type TickOutcome<T> = { ran: true; result: T } | { ran: false };

export interface ScheduledJob<T> {
  /** Runs now unless another instance holds the job; `{ ran: false }` then. */
  runOnce(): Promise<TickOutcome<T>>;
  start(): void;
  /** Stops the timer and waits for a run under way to finish. */
  stop(): Promise<void>;
}

export interface ScheduledJobOptions<T> {
  /** The job's name across instances: one lease per name. */
  name: string;
  db: Db;
  run: (now: Date) => Promise<T>;
  everyMs: number;
  /** The clock each run is told and leases are measured on (tests move it forward). */
  now?: () => Date;
  onError?: (err: unknown) => void;
  /** After each scheduled tick: whether this instance ran the job. */
  onTick?: (outcome: TickOutcome<T>) => void;
}

/** What a job's own create function takes: the database, and the clock, period and callbacks tests may set. */
export type JobOptions<T> = Partial<Pick<ScheduledJobOptions<T>, 'now' | 'everyMs' | 'onError' | 'onTick'>> & { db: Db };

/** Takes the job's lease when free (and, for a scheduled tick, when a run is due); false when another instance has it. */
async function takeLease(db: Db, name: string, holder: string, at: Date, dueBefore: Date | null): Promise<boolean> {
  const free = lte(jobLeases.leaseUntil, at);
  const due = dueBefore ? or(isNull(jobLeases.lastCompleteAt), lte(jobLeases.lastCompleteAt, dueBefore)) : undefined;
  const taken = await db
    .insert(jobLeases)
    .values({ name, holder, leaseUntil: new Date(at.getTime() + LEASE_MS) })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, leaseUntil: new Date(at.getTime() + LEASE_MS) },
      setWhere: due ? and(free, due) : free,
    })
    .returning({ holder: jobLeases.holder });
  return taken.length > 0;
}

/** A lease given back is free on every clock. */
const FREE = new Date(0);

async function giveBack(db: Db, name: string, holder: string, at: Date, complete: boolean): Promise<void> {
  await db
    .update(jobLeases)
    .set({ leaseUntil: FREE, ...(complete ? { lastCompleteAt: at, completedRuns: sql`${jobLeases.completedRuns} + 1` } : {}) })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}

export function createScheduledJob<T>({
  name,
  db,
  run,
  everyMs,
  now = () => new Date(),
  onError = () => undefined,
  onTick,
}: ScheduledJobOptions<T>): ScheduledJob<T> {
  const holder = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TickOutcome<T>> | undefined;
  const exclusive = async (scheduled: boolean): Promise<TickOutcome<T>> => {
    const at = now();
    if (!(await takeLease(db, name, holder, at, scheduled ? new Date(at.getTime() - everyMs * EARLY) : null))) return { ran: false };
    let result: T;
    try {
      result = await run(at);
    } catch (err) {
      await giveBack(db, name, holder, at, false).catch(() => undefined);
      throw err;
    }
    await giveBack(db, name, holder, at, true);
    return { ran: true, result };
  };
  // One run at a time in this instance too: a slow run is never overlapped by the next tick.
  const once = (scheduled: boolean) => (running ??= exclusive(scheduled).finally(() => (running = undefined)));
  const tick = () =>
    void once(true).then(
      (outcome) => onTick?.(outcome),
      (err: unknown) => {
        onError(err);
        onTick?.({ ran: false });
      },
    );
  return {
    runOnce: () => once(false),
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

/** A server's own job: started when the server is ready, stopped when it closes. */
export function runWithServer<T>(
  app: { addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown },
  job: ScheduledJob<T>,
): void {
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());
}
