import type { FastifyInstance } from 'fastify';
import { ruleSchema } from '../../contracts/rules.js';
import { rulesCommands } from '../../contracts/rules-commands.js';
import { createOnce } from '../http/client-created.js';
import { notFound } from '../http/errors.js';
import { listRoute } from '../replication/list-route.js';
import { deleteRule, insertRule, listRules, ruleById, ruleIdFrom, updateRule } from './repository.js';
import { checkRole } from '../auth/authenticate.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/**
 * Camp Rules (SPEC §2.3, DECISIONS "Rules and map locations live on the server"): everyone signed in
 * reads them; admins and organizers write them, and are named as the last writer.
 */
export default function rulesRoutes(fastify: FastifyInstance): void {
  const { command, tags, db } = routeGroup(fastify, 'rules');

  listRoute(fastify, '/rules', { tag: 'rules', item: ruleSchema, entity: 'rules', load: (_user, since) => listRules(db, since) });

  command.declared(rulesCommands.create, { tags }, async ({ user, body }) => {
    checkRole(user, 'admin', 'organizer');
    const { id, ...fields } = body();
    const rule = { entity: 'rules', id, deleted: 'rule_deleted' } as const;
    return createOnce(
      db,
      rule,
      () => insertRule(db, id, fields, user.id),
      (made) => ruleById(db, made),
    );
  });

  command.declared(rulesCommands.update, { tags }, async ({ user, params, body }) => {
    checkRole(user, 'admin', 'organizer');
    const id = ruleIdFrom(params);
    const { id: _ignored, ...fields } = body();
    if (!(await updateRule(db, id, fields, user.id))) throw notFound('rule_gone');
    return ok(await ruleById(db, id));
  });

  command.declared(rulesCommands.delete, { tags }, async ({ user, params }) => {
    checkRole(user, 'admin', 'organizer');
    if (!(await deleteRule(db, ruleIdFrom(params)))) throw notFound('rule_gone');
    return ok({ success: true });
  });
}
