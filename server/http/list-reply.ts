import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { sendWithEtag } from './etag.js';

/** A list route's `?since=` as the replication area reads it (`ctx.deltas`, given by app.ts). */
export type Since = NonNullable<ReturnType<AppContext['deltas']['parseSince']>>;

/**
 * A list route's answer: the plain list of SPEC §7, or with `?since=` a delta of what changed
 * (DECISIONS 11); both carry an ETag, so an unchanged answer costs a 304. `load(since)` reads
 * everything when `since` is undefined, else only what changed after it.
 */
export async function sendList<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  entity: string,
  load: (since?: Since) => Promise<T[]>,
): Promise<FastifyReply> {
  const { parseSince, deltaOf } = request.server.ctx.deltas;
  const since = parseSince(request.query);
  if (!since) return sendWithEtag(request, reply, await load());
  return sendWithEtag(request, reply, await deltaOf(db, entity, since, await load(since)));
}
