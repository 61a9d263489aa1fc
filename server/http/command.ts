/**
 * One command per mutating route: the route's behaviour without Fastify's request and reply, shared
 * by the route itself (one request) and by POST /api/sync (one operation of a batch). A command
 * declares its method, URL pattern and schemas (params, querystring, body, response: what OpenAPI and
 * the fuzz test read), and `run({ user, params, query, body, form, log })` answers a status and a body,
 * or throws an HttpError code. Registering it makes its route and adds it to the lookup the batch
 * finds each operation's command in. Both doors then perform it alike: the sign-in and password-change
 * gate, the declared input through validate(), the command's own checks and work, all under the key's
 * claim (runOnce) when there is one.
 */
import { randomUUID } from 'node:crypto';
import FindMyWay from 'find-my-way';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { fillPath, paramsSchemaOf, type CommandEntry, type ParamsOf } from '../../contracts/command.js';
import { commandNamed } from '../../contracts/commands.js';
import type { CarriedRows } from '../../contracts/replication-rules.js';
import type { Db } from '../db/client.js';
import { readForm, type UploadedForm } from '../storage/uploads.js';
import { noteOutcome } from './change-concerns.js';
import { failureSite, type FailureSite } from './error-handler.js';
import { runOnce, sendOutcome, type Answer, type Claim, type Outcome } from './idempotency.js';
import { inTransaction } from './request-tx.js';
import { serializerFor } from './openapi.js';
import { answers } from './route-schemas.js';
import { validate } from './validate.js';

type User = NonNullable<FastifyRequest['authUser']>;

/** A command's answer: 200 with this body; `concerns`, when given, are the only people whose readable data it changed. */
export const ok = (body: unknown, concerns?: readonly string[]): Answer => ({ status: 200, body, ...(concerns ? { concerns } : {}) });
/** A command's answer: 201 with what it made; `concerns` as for `ok`. */
export const created = (body: unknown, concerns?: readonly string[]): Answer => ({
  status: 201,
  body,
  ...(concerns ? { concerns } : {}),
});

/** A command's answer whose change the poke after it carries (contracts/replication-rules.ts): only for one that concerns everyone. */
export const carrying = (answer: Answer, carried: CarriedRows): Answer => ({ ...answer, carried });

interface CommandInput<P, Q, B> {
  /** The caller, signed in and past the password-change gate; roles are the command's own check. */
  user: User;
  params: P;
  query: Q;
  /**
   * The body, parsed with the declared schema when first asked for: the command asks after its own
   * permission checks and lookups, so those answer first (a 403 or 404 before a 400), as they always did.
   */
  body: () => B;
  /** A form route's text fields and file: a multipart form, or the string fields of a JSON body. */
  form: () => Promise<UploadedForm>;
  log: FastifyBaseLogger;
  /** When a camp hub made this change, for one it forwarded (server/hub/forward-routes.ts); a phone cannot give it. */
  madeAt?: Date;
}

interface CommandDef<P, Q, B> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The URL pattern under the registering plugin's prefix, e.g. `/posts/:id/like`. */
  url: string;
  schema: Omit<FastifySchema, 'params' | 'querystring' | 'body'> & {
    params?: z.ZodType<P>;
    querystring?: z.ZodType<Q>;
    body?: z.ZodType<B>;
    consumes?: string[];
  };
  run: (input: CommandInput<P, Q, B>) => Promise<Answer>;
}

/** A registered command, its URL with the prefix (`/api/posts/:id/like`); `name` when declared in contracts/. */
interface Command {
  name?: string;
  method: string;
  url: string;
  schema: FastifySchema;
  run: (input: CommandInput<unknown, unknown, unknown>) => Promise<Answer>;
}

/** One call of a command, from either door: the raw input, the caller, and the key's claim if any. */
interface CommandCall {
  user: User | null;
  params: unknown;
  query: unknown;
  body: unknown;
  form: () => Promise<UploadedForm>;
  site: FailureSite;
  claim: Claim | null;
  madeAt?: Date;
}

interface Commands {
  /** Adds a command to the lookup. */
  add(command: Command): void;
  /** The command answering `method url` (with /api) and its params; 'bad address' for an address no route could read. */
  find(
    method: string,
    url: string,
  ): { command: Command; params: Record<string, string | undefined>; query: Record<string, string> } | 'bad address' | undefined;
  /** The command declared under this name (contracts/commands.ts), once registered. */
  named(name: string): Command | undefined;
  /** Runs a call of the command; without a claim a failure is thrown (the error handler answers it). */
  perform(command: Command, call: CommandCall): Promise<Outcome>;
  /** The text the command's route sends for this answer (checked against its declared schema in tests). */
  text(command: Command, answer: Answer): string;
  /**
   * Runs `write`, a change a read makes (opening a conversation reads it), which answers as the declared command `name`
   * would with `params`, or undefined when it changed nothing. At a camp hub a change is journaled as that command, in
   * one transaction with it, so it goes up to the cloud as its author's and the next pull does not undo it.
   */
  writeOnRead(
    name: string,
    call: { user: User; params: Record<string, string> },
    write: () => Promise<Answer | undefined>,
  ): Promise<Answer | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    commands: Commands;
  }
}

/**
 * A command that answered 2xx and was not a replay, as a camp hub records it (server/hub/hub-journal.ts), inside the
 * command's transaction: who made it, under which key (the claim's, or a fresh one), the address it was made at (with
 * /api), its input and its answer.
 */
export interface PerformedChange {
  command: Pick<Command, 'name' | 'method' | 'url' | 'schema'>;
  user: User;
  key: string;
  url: string;
  params: unknown;
  body: unknown;
  form: () => Promise<UploadedForm>;
  answer: Answer;
}

/** What commands need of the app (given by app.ts). */
interface CommandNeeds {
  /** The signed-in caller of `method url`, or a 401/403 (server/auth/authenticate.ts). */
  signIn: (user: User | null, method: string, url: string) => User;
  /** Check each answer against its declared schema (the test suites). */
  verifyResponses: boolean;
  /** Records each change a command made, in its transaction (a camp hub's journal); absent on the cloud. */
  journal?: (change: PerformedChange) => Promise<void>;
}

const declared = (schema: unknown, value: unknown) => (schema instanceof z.ZodType ? validate(schema, value) : value);

export function registerCommands(app: FastifyInstance, { signIn, verifyResponses, journal }: CommandNeeds): void {
  const base: Db = app.ctx.database.db;
  const { caseSensitive, ignoreTrailingSlash, ignoreDuplicateSlashes, maxParamLength } = app.initialConfig;
  // The router Fastify itself uses, set the same way, so an operation's path means what it would as a request.
  const router = FindMyWay({
    caseSensitive,
    ignoreTrailingSlash,
    ignoreDuplicateSlashes,
    maxParamLength,
    onBadUrl: () => undefined,
    onMaxParamLength: () => undefined,
  });

  const perform = async (command: Command, call: CommandCall): Promise<Outcome> => {
    const execute = async (): Promise<Answer> => {
      const user = signIn(call.user, command.method, command.url);
      const { params, querystring, body } = command.schema;
      let parsed: { body: unknown } | undefined;
      const answer = await command.run({
        user,
        params: declared(params, call.params),
        query: declared(querystring, call.query),
        body: () => (parsed ??= { body: declared(body, call.body) }).body,
        form: call.form,
        log: call.site.log,
        ...(call.madeAt ? { madeAt: call.madeAt } : {}),
      });
      if (journal && answer.status >= 200 && answer.status < 300) {
        const { params: raw, body: sent, form, site } = call;
        await journal({ command, user, key: call.claim?.key ?? randomUUID(), url: site.url, params: raw, body: sent, form, answer });
      }
      return answer;
    };
    if (call.claim) return runOnce(base, call.claim, execute, call.site);
    // A journaled change without a key commits with its record, as a keyed one does.
    return journal ? inTransaction(base, execute) : execute();
  };

  const byName = new Map<string, Command>();
  app.decorate('commands', {
    add(command) {
      router.on(command.method as FindMyWay.HTTPMethod, command.url, () => undefined, command);
      if (command.name !== undefined) byName.set(command.name, command);
    },
    named: (name) => byName.get(name),
    find(method, url) {
      const found = router.find(method as FindMyWay.HTTPMethod, url);
      if (!found) return undefined;
      // The router's own answer to an address it cannot decode, or to a parameter too long.
      if (!found.store) return 'bad address';
      return { command: found.store as Command, params: found.params, query: found.searchParams };
    },
    perform,
    text(command, { status, body }) {
      // The declared answer Fastify would pick: by status, then by its class (4xx), then the default.
      const response = (command.schema.response ?? {}) as Record<string, unknown>;
      const schema = response[status] ?? response[`${String(status)[0]}xx`] ?? response.default;
      const at = { method: command.method, url: command.url, status: String(status) };
      return serializerFor(schema, at, { verify: verifyResponses, signFields: app.ctx.photoAddresses.signFields })(body);
    },
    writeOnRead(name, { user, params }, write) {
      const command = byName.get(name);
      const declared = commandNamed(name);
      // Its address as the phone would send it (without /api), from the command's declared path.
      const url = declared ? fillPath(declared.path, params) : null;
      if (!journal || !command || url === null) return write();
      return inTransaction(base, async () => {
        const answer = await write();
        if (answer) {
          const form = () => Promise.resolve({ fields: {} });
          await journal({ command, user, key: randomUUID(), url, params, body: undefined, form, answer });
        }
        return answer;
      });
    },
  } satisfies Commands);
}

/** Registers a command: its route under the plugin's prefix, and its place in the lookup. */
function addCommand<P, Q, B>(fastify: FastifyInstance, def: CommandDef<P, Q, B>, name?: string): void {
  const entry: Command = {
    ...(name === undefined ? {} : { name }),
    method: def.method,
    url: fastify.prefix + def.url,
    schema: def.schema,
    run: (input) => def.run(input as CommandInput<P, Q, B>),
  };
  fastify.commands.add(entry);
  fastify.route({
    method: def.method,
    url: def.url,
    schema: def.schema,
    config: { command: true },
    handler: async (request, reply) => {
      const outcome = await fastify.commands.perform(entry, {
        user: request.authUser,
        params: request.params,
        query: request.query,
        body: request.body,
        form: () => readForm(request),
        site: failureSite(request),
        claim: request.idempotency,
      });
      noteOutcome(request, outcome);
      return sendOutcome(reply, outcome);
    },
  });
}

type Shorthand = <P = unknown, Q = unknown, B = unknown>(
  url: CommandDef<P, Q, B>['url'],
  schema: CommandDef<P, Q, B>['schema'],
  run: CommandDef<P, Q, B>['run'],
) => void;

type DeclaredParams<E extends CommandEntry> = E extends { params: z.ZodType }
  ? z.output<E['params']>
  : { [K in ParamsOf<E['path']>]: string };
type DeclaredBody<E extends CommandEntry> = E['body'] extends z.ZodType ? z.output<E['body']> : never;

/** What the server adds to a declared command: its OpenAPI tags, and for an upload the multipart form it documents. */
interface DeclaredExtras {
  tags: string[];
  form?: z.ZodType;
}

/**
 * Registers a command declared in contracts/ (contracts/command.ts): its method, path, body and answer
 * come from the entry; the server gives its tags and its behaviour.
 */
function addDeclared<E extends CommandEntry>(
  fastify: FastifyInstance,
  entry: E,
  extras: DeclaredExtras,
  run: CommandDef<DeclaredParams<E>, unknown, DeclaredBody<E>>['run'],
): void {
  const params = paramsSchemaOf(entry) as z.ZodType<DeclaredParams<E>> | undefined;
  const body = (extras.form ?? entry.body ?? undefined) as z.ZodType<DeclaredBody<E>> | undefined;
  const schema = {
    tags: extras.tags,
    ...(params ? { params } : {}),
    ...(body ? { body } : {}),
    ...(entry.upload ? { consumes: ['multipart/form-data', 'application/json'] } : {}),
    response: answers(entry.creates ? { 200: entry.answer, 201: entry.answer } : { 200: entry.answer }),
  };
  const url = entry.path.replace(/\{(\w+)\}/g, ':$1');
  addCommand(fastify, { method: entry.method, url, schema, run }, entry.name);
}

/**
 * A plugin's commands, spelled like its routes: `command.post(url, schema, run)`; a queued command
 * declared in contracts/ is `command.declared(entry, { tags }, run)`.
 */
export function commandsOf(fastify: FastifyInstance): Record<'post' | 'put' | 'patch' | 'delete', Shorthand> & {
  declared: <E extends CommandEntry>(
    entry: E,
    extras: DeclaredExtras,
    run: CommandDef<DeclaredParams<E>, unknown, DeclaredBody<E>>['run'],
  ) => void;
} {
  const by =
    (method: CommandDef<unknown, unknown, unknown>['method']): Shorthand =>
    (url, schema, run) =>
      addCommand(fastify, { method, url, schema, run });
  return {
    post: by('POST'),
    put: by('PUT'),
    patch: by('PATCH'),
    delete: by('DELETE'),
    declared: (entry, extras, run) => addDeclared(fastify, entry, extras, run),
  };
}
