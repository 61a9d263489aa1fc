import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, jobLeases, touches } from '../../server/db/schema/index.js';
import { LEASE_MS, createScheduledJob, type ScheduledJob, type TickOutcome } from '../../server/infra/scheduled-job.js';
import { createPurgeJob } from '../../server/profile/account-purge-job.js';
import { createIdempotencyPurgeJob } from '../../server/http/idempotency-purge-job.js';
import { createTouchPruneJob } from '../../server/replication/touch-prune-job.js';
import { createTestServer, type TestServer } from '../support/test-server.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** Two instances' copies of one job, on one database and one clock; each tick's outcome is kept. */
function twoInstances<T>(make: (onTick: (o: TickOutcome<T>) => void) => ScheduledJob<T>) {
  const ticks: TickOutcome<T>[] = [];
  const jobs = [make((o) => ticks.push(o)), make((o) => ticks.push(o))];
  return { jobs, ticks, ran: () => ticks.flatMap((t) => (t.ran ? [t.result] : [])) };
}

describe('scheduled jobs on several instances', () => {
  it('runs each job once when two instances start their schedulers together, and not again before its period', async () => {
    const { db } = server.database;
    const doomed = await server.user('camper', { deletionRequestedAt: new Date(Date.now() - 31 * DAY_MS) });
    const other = await server.user('camper');
    const longAgo = new Date(Date.now() - 60 * DAY_MS);
    await db.insert(touches).values(Array.from({ length: 5 }, () => ({ entity: 'posts', entityId: randomUUID(), touchedAt: longAgo })));
    await db
      .insert(idempotencyKeys)
      .values(Array.from({ length: 4 }, () => ({ userId: other.id, key: randomUUID(), requestHash: 'h', createdAt: longAgo })));

    // A day on, so each job is due again after the server's own runs at start.
    const now = () => new Date(Date.now() + DAY_MS);
    const options = { db, now, everyMs: HOUR_MS };
    const purge = twoInstances((onTick) => createPurgeJob({ ctx: server.app.ctx, now, everyMs: HOUR_MS, onTick }));
    const prune = twoInstances((onTick) => createTouchPruneJob({ ...options, onTick }));
    const forget = twoInstances((onTick) => createIdempotencyPurgeJob({ ...options, onTick }));
    const all = [purge, prune, forget];
    const jobs = all.flatMap((j) => j.jobs);
    jobs.forEach((job) => job.start());
    await vi.waitFor(() => expect(all.map((j) => j.ticks.length)).toEqual([2, 2, 2]), { timeout: 20_000, interval: 20 });
    await Promise.all(jobs.map((job) => job.stop()));

    expect(purge.ran()).toEqual([[doomed.id]]);
    expect(prune.ran()).toEqual([5]);
    expect(forget.ran()).toEqual([4]);

    // Started again within the hour (a restart), neither instance runs them.
    jobs.forEach((job) => job.start());
    await vi.waitFor(() => expect(all.map((j) => j.ticks.length)).toEqual([4, 4, 4]), { timeout: 20_000, interval: 20 });
    await Promise.all(jobs.map((job) => job.stop()));
    expect(all.map((j) => j.ran().length)).toEqual([1, 1, 1]);
  });

  it('a run that fails part-way gives the job back, and the next tick on another instance runs it again', async () => {
    const name = `flaky-${randomUUID()}`;
    const done: string[] = [];
    const failing = createScheduledJob({
      name,
      db: server.database.db,
      everyMs: HOUR_MS,
      run: () => Promise.reject(new Error('crashed part-way')),
    });
    const healthy = createScheduledJob({ name, db: server.database.db, everyMs: HOUR_MS, run: async () => void done.push('ran') });
    await expect(failing.runOnce()).rejects.toThrow('crashed part-way');
    const ticks: TickOutcome<void>[] = [];
    const scheduled = createScheduledJob({
      name,
      db: server.database.db,
      everyMs: HOUR_MS,
      run: async () => void done.push('scheduled'),
      onTick: (o) => ticks.push(o),
    });
    scheduled.start();
    await vi.waitFor(() => expect(ticks).toHaveLength(1), { timeout: 10_000, interval: 20 });
    await scheduled.stop();
    expect(ticks[0]?.ran).toBe(true);
    expect((await healthy.runOnce()).ran).toBe(true);
    expect(done).toEqual(['scheduled', 'ran']);
  });

  it('a lease left by an instance that died is taken over once it runs out', async () => {
    const name = `orphaned-${randomUUID()}`;
    const t = Date.now();
    await server.database.db.insert(jobLeases).values({ name, holder: 'an instance killed mid-run', leaseUntil: new Date(t + LEASE_MS) });
    let now = new Date(t + LEASE_MS - 1000);
    const job = createScheduledJob({ name, db: server.database.db, everyMs: HOUR_MS, now: () => now, run: async () => 'done' });
    expect(await job.runOnce()).toEqual({ ran: false });
    now = new Date(t + LEASE_MS + 1);
    expect(await job.runOnce()).toEqual({ ran: true, result: 'done' });
  });
});
