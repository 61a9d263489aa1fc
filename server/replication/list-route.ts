import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireUser, type AuthUser } from '../auth/authenticate.js';
import { sendList, type Since } from '../http/list-reply.js';
import { typedRoutes } from '../http/route-input.js';
import { listSchema } from '../http/route-schemas.js';

interface ListRoute {
  /** The OpenAPI tag of the area. */
  tag: string;
  item: z.ZodType;
  /** The replication entity whose deletions a delta carries. */
  entity: string;
  /** What the caller sees: everything, or only what changed after `since`. */
  load: (user: AuthUser, since?: Since) => Promise<unknown[]>;
}

/**
 * An area's list route for the signed-in: GET `url` answers the plain list, or with `?since=` the changes
 * for a delta pull (DECISIONS 11), with an ETag (`sendList`).
 */
export function listRoute(fastify: FastifyInstance, url: string, { tag, item, entity, load }: ListRoute): void {
  typedRoutes(fastify).get(url, { schema: listSchema([tag], item) }, async (request, reply) => {
    const user = requireUser(request);
    return sendList(request, reply, fastify.ctx.db, entity, (since) => load(user, since));
  });
}
