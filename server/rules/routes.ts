import type { FastifyInstance } from 'fastify';
import { ruleInputSchema, ruleSchema } from '../../contracts/rules.js';
import { createOnce } from '../http/client-created.js';
import { notFound } from '../http/errors.js';
import { sendList } from '../http/list-reply.js';
import { deleteRule, insertRule, listRules, ruleById, ruleIdFrom, updateRule } from './repository.js';
import { answers, idParams, listSchema, successAnswer } from '../http/route-schemas.js';
import { requireRole, requireUser } from '../auth/authenticate.js';
import { routeGroup } from '../http/route-input.js';

/**
 * Camp Rules (SPEC §2.3, DECISIONS "Rules and map locations live on the server"): everyone signed in
 * reads them; admins and organizers write them, and are named as the last writer.
 */
export default function rulesRoutes(fastify: FastifyInstance): void {
  const { app, tags, db } = routeGroup(fastify, 'rules');

  app.get('/rules', { schema: listSchema(tags, ruleSchema) }, async (request, reply) => {
    requireUser(request);
    return sendList(request, reply, db, 'rules', (since) => listRules(db, since));
  });

  app.post(
    '/rules',
    { schema: { tags, body: ruleInputSchema, response: answers({ 200: ruleSchema, 201: ruleSchema }) } },
    async (request, reply) => {
      const user = requireRole(request, 'admin', 'organizer');
      const { id, ...fields } = request.body;
      const rule = { entity: 'rules', id, deleted: 'rule_deleted' } as const;
      return createOnce(
        reply,
        db,
        rule,
        () => insertRule(db, id, fields, user.id),
        (created) => ruleById(db, created),
      );
    },
  );

  app.put(
    '/rules/:id',
    { schema: { tags, params: idParams, body: ruleInputSchema, response: answers({ 200: ruleSchema }) } },
    async (request) => {
      const user = requireRole(request, 'admin', 'organizer');
      const id = ruleIdFrom(request.params);
      const { id: _ignored, ...fields } = request.body;
      if (!(await updateRule(db, id, fields, user.id))) throw notFound('rule_gone');
      return ruleById(db, id);
    },
  );

  app.delete('/rules/:id', { schema: { tags, params: idParams, response: answers({ 200: successAnswer }) } }, async (request) => {
    requireRole(request, 'admin', 'organizer');
    if (!(await deleteRule(db, ruleIdFrom(request.params)))) throw notFound('rule_gone');
    return { success: true };
  });
}
