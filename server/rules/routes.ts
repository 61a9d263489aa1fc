import type { FastifyInstance } from 'fastify';
import { ruleInputSchema, ruleSchema } from '../../contracts/rules.js';
import { refuseDeletedId } from '../http/client-created.js';
import { notFound } from '../http/errors.js';
import { sendList } from '../http/list-reply.js';
import { deleteRule, insertRule, listRules, ruleById, ruleIdFrom, updateRule } from './repository.js';
import { answers, idParams, listOrDelta, sinceQuery, successAnswer } from '../http/route-schemas.js';
import { requireRole, requireUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';

/**
 * Camp Rules (SPEC §2.3, DECISIONS "Rules and map locations live on the server"): everyone signed in
 * reads them; admins and organizers write them, and are named as the last writer.
 */
export default function rulesRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db } = app.ctx;
  const tags = ['rules'];

  app.get(
    '/rules',
    { schema: { tags, querystring: sinceQuery, response: answers({ 200: listOrDelta(ruleSchema) }) } },
    async (request, reply) => {
      requireUser(request);
      return sendList(request, reply, db, 'rules', (since) => listRules(db, since));
    },
  );

  app.post(
    '/rules',
    { schema: { tags, body: ruleInputSchema, response: answers({ 200: ruleSchema, 201: ruleSchema }) } },
    async (request, reply) => {
      const user = requireRole(request, 'admin', 'organizer');
      const { id, ...fields } = request.body;
      await refuseDeletedId(db, 'rules', id, 'rule_deleted');
      const created = await insertRule(db, id, fields, user.id);
      // Sent again with the same id: the rule is already there, unchanged.
      if (!created && id) return ruleById(db, id);
      if (!created) throw new Error('rule insert returned nothing');
      return reply.status(201).send(await ruleById(db, created));
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
