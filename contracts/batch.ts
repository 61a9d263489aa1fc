import { z } from 'zod';

/** Most operations one POST /api/sync may carry (DECISIONS 9). */
export const MAX_SYNC_OPERATIONS = 200;

/** One queued call: `id` becomes its Idempotency-Key; `entity` lets the server skip later calls of an entity whose earlier call failed. */
const syncOperationSchema = z.object({
  id: z.string().min(1).max(200),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  path: z
    .string()
    .startsWith('/', 'path must start with /')
    .max(2000)
    .refine((p) => !/^\/sync(?:[/?#]|$)/.test(p), 'path must not be /sync'),
  body: z.unknown().optional(),
  entity: z.string().max(500).optional(),
});
export type SyncOperation = z.infer<typeof syncOperationSchema>;

export const syncRequestSchema = z.object({
  operations: z
    .array(syncOperationSchema)
    .min(1, 'Send at least one operation.')
    .max(MAX_SYNC_OPERATIONS, `Send at most ${MAX_SYNC_OPERATIONS} operations at a time.`),
});

/** The answer the operation's own route gave; `retry_after` (seconds) when it said Retry-After. */
const syncResultSchema = z.object({
  id: z.string(),
  status: z.number().int(),
  body: z.unknown(),
  retry_after: z.number().optional(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const syncResponseSchema = z.object({ results: z.array(syncResultSchema) });
export type SyncResponse = z.infer<typeof syncResponseSchema>;

/** Status of an operation the server did not run because an earlier operation of the same entity failed and will be retried. */
export const SKIPPED_STATUS = 424;
