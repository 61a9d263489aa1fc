import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ServerErrorCode } from '../../contracts/error-codes.js';
import type { Db } from '../db/client.js';
import { checkRole } from './authenticate.js';
import { createOnce } from '../http/client-created.js';
import { commandsOf, ok } from '../http/command.js';
import { notFound } from '../http/errors.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { uuidParam } from '../http/uuid-param.js';

/**
 * The noun of an admin-only collection (camps, teams, households): its rows live at '/admin/<noun>s',
 * its tombstones name '<noun>s', and its refusals are '<noun>_deleted' and '<noun>_gone'.
 */
type AdminNoun = {
  [Code in ServerErrorCode]: Code extends `${infer Noun}_deleted` ? (`${Noun}_gone` extends ServerErrorCode ? Noun : never) : never;
}[ServerErrorCode];

/** The noun's two refusals, each a code of the catalogue (the type above keeps them there). */
const refusalsOf = (noun: AdminNoun) => ({ deleted: `${noun}_deleted`, gone: `${noun}_gone` }) as const;

/** What an admin's create answers with: the body it reads, the row it answers, how the row is stored and read. */
interface AdminCreate<Input extends { id?: string }> {
  input: z.ZodType<Input>;
  item: z.ZodType;
  /** The new row's id, or undefined when that id is taken. */
  insert: (db: Db, input: Input) => Promise<string | undefined>;
  read: (db: Db, id: string) => Promise<unknown>;
}

/** POST '/admin/<noun>s': an admin creates a row, once per client id (client-created.ts). */
export function adminCreate<Input extends { id?: string }>(fastify: FastifyInstance, noun: AdminNoun, create: AdminCreate<Input>): void {
  const { db } = fastify.ctx;
  const schema = { tags: [`${noun}s`], body: create.input, response: answers({ 201: create.item }) };
  commandsOf(fastify).post(`/admin/${noun}s`, schema, async ({ user, body }) => {
    checkRole(user, 'admin');
    const input = body();
    return createOnce(
      db,
      { entity: `${noun}s`, id: input.id, deleted: refusalsOf(noun).deleted },
      () => create.insert(db, input),
      (id) => create.read(db, id),
    );
  });
}

/** DELETE '/admin/<noun>s/:id': an admin deletes a row; `remove` answers false when there is no such row (a 404). */
export function adminDelete(fastify: FastifyInstance, noun: AdminNoun, remove: (db: Db, id: string) => Promise<boolean>): void {
  const { db } = fastify.ctx;
  const schema = { tags: [`${noun}s`], params: idParams, response: answers({ 200: successAnswer }) };
  commandsOf(fastify).delete(`/admin/${noun}s/:id`, schema, async ({ user, params }) => {
    checkRole(user, 'admin');
    const { gone } = refusalsOf(noun);
    if (!(await remove(db, uuidParam(params, gone)))) throw notFound(gone);
    return ok({ success: true });
  });
}
