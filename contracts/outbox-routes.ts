/**
 * The wire of queued changes: every route the outbox may call, with the body its server route reads
 * (the contract's request type, or none). The app builds each queued call with `outboxRequest` or
 * `outboxUpload` only, so a route the server lacks, or a body no route reads, is a type error.
 */
import type { z } from 'zod';
import type { newConversationSchema, reactionSchema, sendMessageSchema } from './chat';
import type { partyInputSchema } from './events';
import type { createCommentSchema, createPostSchema, likeSchema } from './feed';
import type { inboxBulkSchema } from './notifications';
import type { packingUpdateSchema } from './packing';
import type { voteInputSchema } from './polls';
import type { updateProfileRequestSchema } from './profile';
import type { saveReflectionSchema } from './reflections';
import type { mapLocationInputSchema } from './map';
import type { ruleInputSchema } from './rules';
import type { claimInputSchema } from './signups';
import type { rollCallAnswerSchema } from './rollcalls';

type Body<Schema extends z.ZodType> = z.input<Schema>;

/**
 * Every route a queued change calls, with the body its server route reads: the contract's request
 * type, or `null` when the route reads none. A change reaches the outbox only as one of these
 * (`outboxRequest`), so a route the server lacks, or a body its route does not read, is a type error.
 */
interface OutboxRoutes {
  'POST /posts': Body<typeof createPostSchema>;
  'DELETE /posts/{id}': null;
  'DELETE /admin/posts/{id}': null;
  'POST /posts/{id}/like': Body<typeof likeSchema>;
  'POST /posts/{id}/comments': Body<typeof createCommentSchema>;
  'POST /events/{id}/register': Body<typeof partyInputSchema>;
  'DELETE /events/{id}/register': null;
  'POST /events/{id}/waitlist': Body<typeof partyInputSchema>;
  'DELETE /events/{id}/waitlist': null;
  'POST /polls/{id}/vote': Body<typeof voteInputSchema>;
  'PUT /packing/{id}': Body<typeof packingUpdateSchema>;
  'POST /conversations': Body<typeof newConversationSchema>;
  'POST /conversations/{id}/read': null;
  'POST /conversations/{id}/leave': null;
  'POST /conversations/{id}/messages': Body<typeof sendMessageSchema>;
  'DELETE /conversations/{id}/messages/{messageId}': null;
  'POST /conversations/{id}/messages/{messageId}/reactions': Body<typeof reactionSchema>;
  'POST /rules': Body<typeof ruleInputSchema>;
  'PUT /rules/{id}': Body<typeof ruleInputSchema>;
  'DELETE /rules/{id}': null;
  'POST /map/locations': Body<typeof mapLocationInputSchema>;
  'PUT /map/locations/{id}': Body<typeof mapLocationInputSchema>;
  'DELETE /map/locations/{id}': null;
  'POST /notifications/{id}/read': null;
  'DELETE /notifications/{id}': null;
  'POST /notifications/read-all': Body<typeof inboxBulkSchema>;
  'POST /notifications/clear': Body<typeof inboxBulkSchema>;
  'PUT /users/me': Body<typeof updateProfileRequestSchema>;
  'POST /reflections': Body<typeof saveReflectionSchema>;
  'DELETE /reflections/{id}': null;
  'POST /signups/{id}/slots/{slotId}/claim': Body<typeof claimInputSchema>;
  'POST /roll-calls/{id}/answer': Body<typeof rollCallAnswerSchema>;
}

type OutboxRoute = keyof OutboxRoutes;

/** The routes that also take their body as multipart fields with files (a post or a message with its photo). */
type UploadRoute = 'POST /posts' | 'POST /conversations/{id}/messages';

type ParamsOf<Route extends string> = Route extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamsOf<Rest> : never;

/** The route's path parameters by name, and its body (none for a route that reads none). */
type OutboxCall<Route extends OutboxRoute> = { [Name in ParamsOf<Route>]: string | number } & (OutboxRoutes[Route] extends null
  ? { body?: never }
  : { body: OutboxRoutes[Route] });

declare const routed: unique symbol;

/** A queued change's call (path without /api), made by `outboxRequest` or `outboxUpload` only. */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Multipart fields; a file field names a stored blob. */
  form?: Record<string, string | { blobId: string; filename: string }>;
  readonly [routed]: true;
}

/** The call of a route, e.g. `outboxRequest('POST /posts/{id}/like', { id, body: { liked } })`. */
export function outboxRequest<Route extends OutboxRoute>(route: Route, call: OutboxCall<Route>): OutboxRequest {
  const [method, pattern] = route.split(' ') as [OutboxRequest['method'], string];
  const params = call as Record<string, unknown>;
  const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  return { method, path, ...(call.body === undefined ? {} : { body: call.body }) } as OutboxRequest;
}

/** The same call as multipart: the body's fields, and files already stored on the phone (by blob id). */
export function outboxUpload<Route extends UploadRoute>(
  route: Route,
  call: OutboxCall<Route>,
  files: Record<string, { blobId: string; filename: string }>,
): OutboxRequest {
  const { body, ...request } = outboxRequest(route, call);
  const fields = Object.entries(body as Record<string, string | undefined>).filter((f): f is [string, string] => f[1] !== undefined);
  return { ...request, form: { ...Object.fromEntries(fields), ...files } };
}
