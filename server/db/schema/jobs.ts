import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.js';

/**
 * One row per scheduled job (server/infra/scheduled-job.ts): the instance holding it until `lease_until`, and
 * when its last complete run started, so every instance leaves it alone until the next one is due,
 * and how many runs completed.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: moment('lease_until').notNull(),
  lastCompleteAt: moment('last_complete_at'),
  completedRuns: integer('completed_runs').notNull().default(0),
});
