import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ruleInputSchema, ruleSchema } from '../../contracts/rules.js';
import { rules } from '../db/schema/index.js';
import { refuseDeletedId } from '../http/client-created.js';
import { changedAfter, recordDeletion } from '../replication/delta.js';
import { notFound } from '../http/errors.js';
import { sendList } from '../http/list-reply.js';
import { listRules, RULE_GONE, ruleById, ruleIdFrom } from './repository.js';
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
      return sendList(request, reply, db, 'rules', (since) => listRules(db, since && changedAfter(rules.updatedAt, since)));
    },
  );

  app.post(
    '/rules',
    { schema: { tags, body: ruleInputSchema, response: answers({ 200: ruleSchema, 201: ruleSchema }) } },
    async (request, reply) => {
      const user = requireRole(request, 'admin', 'organizer');
      const { id, ...fields } = request.body;
      await refuseDeletedId(db, 'rules', id, 'This rule was deleted.');
      const [row] = await db
        .insert(rules)
        .values({ ...(id ? { id } : {}), ...fields, updatedBy: user.id })
        .onConflictDoNothing({ target: rules.id })
        .returning({ id: rules.id });
      // Sent again with the same id: the rule is already there, unchanged.
      if (!row && id) return ruleById(db, id);
      if (!row) throw new Error('rule insert returned nothing');
      return reply.status(201).send(await ruleById(db, row.id));
    },
  );

  app.put(
    '/rules/:id',
    { schema: { tags, params: idParams, body: ruleInputSchema, response: answers({ 200: ruleSchema }) } },
    async (request) => {
      const user = requireRole(request, 'admin', 'organizer');
      const id = ruleIdFrom(request.params);
      const { id: _ignored, ...fields } = request.body;
      const changed = await db
        .update(rules)
        .set({ ...fields, updatedBy: user.id, updatedAt: sql`now()` })
        .where(eq(rules.id, id))
        .returning({ id: rules.id });
      if (changed.length === 0) throw notFound(RULE_GONE);
      return ruleById(db, id);
    },
  );

  app.delete('/rules/:id', { schema: { tags, params: idParams, response: answers({ 200: successAnswer }) } }, async (request) => {
    requireRole(request, 'admin', 'organizer');
    const id = ruleIdFrom(request.params);
    await db.transaction(async (tx) => {
      const gone = await tx.delete(rules).where(eq(rules.id, id)).returning({ id: rules.id });
      if (gone.length === 0) throw notFound(RULE_GONE);
      await recordDeletion(tx, 'rules', [id]);
    });
    return { success: true };
  });
}
