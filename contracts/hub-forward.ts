import { z } from 'zod';

/** Most changes one POST /hub/forward carries; the hub also keeps a request's photos under a few MB. */
export const MAX_FORWARDED_OPERATIONS = 100;

/** A photo's keys in the stores, as the hub made them: `<folder>/<uuid>.jpg` and `<folder>/<uuid>-thumb.webp`. */
const madeKey = (ext: string) =>
  z
    .string()
    .regex(new RegExp(`^(posts|messages)/[0-9a-f-]{36}${ext}$`), 'not a photo key a hub makes')
    .max(200);

/** An upload's file as the phone sent it, its bytes in base64. */
const sentFileSchema = z.object({ field: z.string().max(100), filename: z.string().max(500), base64: z.string() });

/**
 * An upload's photo as the hub already checked and re-encoded it: its display JPEG and WebP thumbnail were put in the
 * cloud beforehand (PUT /api/hub/photos/{folder}/{name}) under the hub's keys, so they keep the same address in both
 * places. `sha256` is of the file as the phone sent it, for the key's hash.
 */
export const madePhotoSchema = z.object({
  field: z.string().max(100),
  filename: z.string().max(500),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'not a SHA-256 in hex'),
  display: madeKey('\\.jpg'),
  thumb: madeKey('-thumb\\.webp'),
});
export type MadePhoto = z.infer<typeof madePhotoSchema>;

/**
 * One change a camp hub accepted, sent up to the cloud as its author made it (POST /api/hub/forward,
 * Authorization: Hub <key>). `seq` is its place in the hub's journal; `key` the Idempotency-Key the phone
 * gave it (or the hub's own when the phone gave none), so a phone sending the same change to the cloud
 * later is answered the stored result. The address is its declared command's with `params`, or `method`
 * and `path` (without /api) for a command declared only on the server. A JSON body is `body`; an upload's
 * multipart form is `form`, its file's bytes in base64 or, for a photo, the display and thumbnail the hub made
 * (madePhotoSchema); both as the phone sent them, since the key's hash is of them. `created_id`, for a create whose
 * input named no id, is the id the hub gave the new row: the cloud makes it under that id. `made_at` is when the hub
 * made the change: a command whose record is a moment (a chat read's receipt) records it then, not when it went up;
 * it is no part of the key's hash, and only a hub can give it.
 */
export const forwardedOperationSchema = z.object({
  seq: z.number().int().nonnegative(),
  user_id: z.string().uuid(),
  key: z.string().min(1).max(200),
  command: z.string().min(1).max(200).optional(),
  params: z.record(z.string().max(100), z.string().max(2000)).optional(),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string().startsWith('/', 'path must start with /').max(2000),
  body: z.unknown().optional(),
  form: z
    .object({
      fields: z.record(z.string().max(100), z.string()),
      file: z.union([sentFileSchema, madePhotoSchema]).optional(),
    })
    .optional(),
  created_id: z.string().uuid().optional(),
  made_at: z.string().datetime({ offset: true }).optional(),
});
export type ForwardedOperation = z.infer<typeof forwardedOperationSchema>;

/**
 * The request: each change is checked alone against forwardedOperationSchema, so one the cloud cannot read is
 * answered a 400 of its own (the hub marks it refused and goes on) rather than refusing the whole request.
 */
export const hubForwardRequestSchema = z.object({
  operations: z
    .array(z.looseObject({ seq: z.number().int().nonnegative() }))
    .min(1)
    .max(MAX_FORWARDED_OPERATIONS),
});

/**
 * What the cloud answered each change, in order: the status and body its route would have answered the
 * author. The cloud stops at the first answer to retry later (5xx, 429, "still running"): the changes after
 * it get no result, so they are sent again in order.
 */
const forwardedResultSchema = z.object({
  seq: z.number().int(),
  status: z.number().int(),
  body: z.unknown(),
  retry_after: z.number().optional(),
});
export type ForwardedResult = z.infer<typeof forwardedResultSchema>;

export const hubForwardResponseSchema = z.object({ results: z.array(forwardedResultSchema) });
