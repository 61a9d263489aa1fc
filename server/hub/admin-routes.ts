import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createdHubKeySchema, hubKeyInputSchema, hubKeyListSchema } from '../../contracts/hub.js';
import { requireRole } from '../auth/authenticate.js';
import { tokenHashOf } from '../auth/reset-links.js';
import { notFound } from '../http/errors.js';
import { answers, idParams } from '../http/route-schemas.js';
import { routeGroup } from '../http/route-input.js';
import { uuidParam } from '../http/uuid-param.js';
import { newHubKey } from './hub-key-secret.js';
import { insertHubKey, listHubKeys, revokeHubKey } from './hub-keys-repository.js';

/** Hub keys in Admin → Camp hub: online only, administrators alone. The key is answered once, when it is made. */
export default function adminHubKeysRoutes(fastify: FastifyInstance): void {
  const { app, tags, db, now } = routeGroup(fastify, 'hub');

  app.post(
    '/admin/hub-keys',
    { schema: { tags, body: hubKeyInputSchema, response: answers({ 201: createdHubKeySchema }) } },
    async (request, reply) => {
      const admin = requireRole(request, 'admin');
      const key = newHubKey();
      const id = await insertHubKey(db, { keyHash: tokenHashOf(key), label: request.body.label ?? null, createdBy: admin.id });
      return reply.status(201).send({ id, key });
    },
  );

  app.get('/admin/hub-keys', { schema: { tags, response: answers({ 200: hubKeyListSchema }) } }, async (request) => {
    requireRole(request, 'admin');
    return { hub_keys: await listHubKeys(db) };
  });

  app.delete(
    '/admin/hub-keys/:id',
    { schema: { tags, params: idParams, response: answers({ 204: z.null() }) } },
    async (request, reply) => {
      requireRole(request, 'admin');
      if (!(await revokeHubKey(db, uuidParam(request.params, 'hub_key_gone'), new Date(now())))) throw notFound('hub_key_gone');
      return reply.status(204).send();
    },
  );
}
