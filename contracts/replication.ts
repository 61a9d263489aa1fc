import { z } from 'zod';

/**
 * The replication stream (GET /api/pull?cursor=): every change the signed-in person may read since
 * the cursor, across every table, in one answer. An absent cursor or '0' asks for everything.
 * Tables with nothing new are left out, so a pull with nothing new is a few dozen bytes.
 */
export const pullQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,17}(\.\d{1,20}(\.[0-9a-f]{32})?)?$/, 'cursor must be a value from an earlier answer, or 0.')
    .optional(),
});

const tableChangesSchema = z.object({
  items: z.array(z.unknown()),
  deleted: z.array(z.string()),
});
export type TableChanges = z.infer<typeof tableChangesSchema>;

export const pullResponseSchema = z.object({
  /** Pass it back as ?cursor= next time. */
  cursor: z.string(),
  /**
   * True when the answer holds everything: the cursor was 0, or one the server's database cannot vouch
   * for (another database, a restored backup, too old). The phone replaces every table with it.
   */
  full: z.boolean(),
  /** Only the tables that changed, by the name of the phone's table. */
  tables: z.record(z.string(), tableChangesSchema),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;
