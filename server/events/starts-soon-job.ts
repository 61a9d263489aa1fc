/**
 * "Starts soon": every minute, the people registered for an event starting within the next 15 minutes get
 * a notice and a push. Each person once per event, on any number of instances: the job runs on one instance
 * at a time (infra/scheduled-job.ts), and each person told is noted in the same transaction as their notice
 * (event_start_notices), so a run repeated after a crash, or on another instance, tells only those not yet told.
 * The phones of the people told are poked to pull (live/change-poke.ts) once their notices are committed.
 */
import type { FastifyInstance } from 'fastify';
import { ALARM_MINUTES_BEFORE } from '../../contracts/events-calendar.js';
import type { AppContext } from '../context.js';
import { noticePaths } from '../notifications/camp-notices.js';
import { noticeOf, notify } from '../notifications/notify.js';
import { inTransaction } from '../http/request-tx.js';
import { createScheduledJob, runWithServer, type JobOptions, type ScheduledJob } from '../infra/scheduled-job.js';
import { eventsStartingBetween, noteStartsSoon } from './reminders-repository.js';

const CHECK_EVERY_MS = 60_000;
const AHEAD_MS = ALARM_MINUTES_BEFORE * 60_000;

/** `poke` is absent only where the job runs without a server. */
type Ctx = Pick<AppContext, 'db' | 'config' | 'database'> & Partial<Pick<AppContext, 'poke'>>;

/** Tells everyone registered for the events starting within AHEAD_MS of `at` (not yet told); how many were told. */
async function tellStartingSoon(ctx: Ctx, at: Date): Promise<number> {
  let told = 0;
  for (const event of await eventsStartingBetween(ctx.db, at, new Date(at.getTime() + AHEAD_MS))) {
    // ctx.db joins this transaction, and the pushes wait for its commit.
    told += await inTransaction(ctx.database.db, async () => {
      const people = await noteStartsSoon(ctx.db, event.id);
      await notify(ctx, people, noticeOf('eventStartsSoon', { event: event.title }, 'camp', noticePaths.event(event.id)));
      // Their inboxes changed: their phones pull once the notices are committed.
      ctx.poke?.(people);
      return people.length;
    });
  }
  return told;
}

export function createStartsSoonJob({ ctx, ...options }: Omit<JobOptions<number>, 'db'> & { ctx: Ctx }): ScheduledJob<number> {
  return createScheduledJob({
    name: 'event-starts-soon',
    everyMs: CHECK_EVERY_MS,
    db: ctx.db,
    ...options,
    run: (at) => tellStartingSoon(ctx, at),
  });
}

export function registerStartsSoon(app: FastifyInstance): void {
  runWithServer(
    app,
    createStartsSoonJob({ ctx: app.ctx, onError: (err) => app.log.error({ err }, 'Telling campers an event starts soon failed') }),
  );
}
