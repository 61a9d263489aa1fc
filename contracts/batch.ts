import { z } from 'zod';

/** Most operations one POST /api/sync may carry (DECISIONS 9). */
export const MAX_SYNC_OPERATIONS = 200;

/**
 * One queued call: `id` becomes its Idempotency-Key; `entity` lets the server skip later calls of an
 * entity whose earlier call failed. It names its declared command (contracts/commands.ts) with the
 * command's path parameters, or, as an older app queued it, its method and path.
 */
const syncOperationSchema = z
  .object({
    id: z.string().min(1).max(200),
    command: z.string().min(1).max(200).optional(),
    params: z.record(z.string().max(100), z.string().max(2000)).optional(),
    method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    path: z
      .string()
      .startsWith('/', 'path must start with /')
      .max(2000)
      .refine((p) => !/^\/sync(?:[/?#]|$)/.test(p), 'path must not be /sync')
      .optional(),
    body: z.unknown().optional(),
    entity: z.string().max(500).optional(),
  })
  .refine((op) => op.command !== undefined || (op.method !== undefined && op.path !== undefined), {
    message: 'an operation names its command, or its method and path',
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
