import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job (lib/scheduled-job.ts): the instance holding it until `lease_until`, and
 * when its last complete run started, so every instance leaves it alone until the next one is due,
 * and how many runs completed.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  lastCompleteAt: timestamp('last_complete_at', { withTimezone: true }),
  completedRuns: integer('completed_runs').notNull().default(0),
});
