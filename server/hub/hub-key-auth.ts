/**
 * What every hub call to the cloud passes first: `Authorization: Hub <key>`, a live key of Admin → Camp hub.
 * A missing, wrong or revoked key is a 401 whose sentence tells the hub's keeper to make a new one.
 */
import type { FastifyRequest } from 'fastify';
import { tokenHashOf } from '../auth/reset-links.js';
import { unauthorized } from '../http/errors.js';
import { stampLiveHubKey } from './hub-keys-repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The hub key the call came with, once requireHubKey accepted it. */
    hubKey?: { id: string };
  }
}

const PREFIX = 'Hub ';

/** A Fastify preHandler: accepts the call's hub key (stamping its last use) or answers 401 hub_key_refused. */
export async function requireHubKey(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const key = header?.startsWith(PREFIX) ? header.slice(PREFIX.length).trim() : '';
  const { db, now } = request.server.ctx;
  const id = key ? await stampLiveHubKey(db, tokenHashOf(key), new Date(now())) : undefined;
  if (!id) throw unauthorized('hub_key_refused');
  request.hubKey = { id };
}
