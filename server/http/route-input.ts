/**
 * Routes declare their params, querystring and body as zod schemas (`schema: { params, querystring,
 * body }`, typed by `RouteTypes`). A declared part of a plain route is parsed when the handler first
 * reads it, so a route's sign-in and permission checks (made first in each handler) still answer before
 * input checks, and bad input becomes the 400 sentence of validate.ts. Commands (command.ts) parse their
 * own input the same way. Multipart routes read their form with readForm() and parse its fields
 * themselves; their body schema documents the fields.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { commandsOf } from './command.js';
import { validate } from './validate.js';

/** Request parts typed from their declared schemas (the answers are checked at run time, see openapi.ts). */
export interface RouteTypes extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: unknown;
}

/** The app with its routes typed from their schemas. */
export const typedRoutes = (app: FastifyInstance) => app.withTypeProvider<RouteTypes>();

/**
 * What a group of routes starts with: what the app context holds, the routes typed from their schemas,
 * its commands (command.ts), their OpenAPI tags.
 */
export const routeGroup = (fastify: FastifyInstance, tag: string) => ({
  ...fastify.ctx,
  app: typedRoutes(fastify),
  command: commandsOf(fastify),
  tags: [tag],
});

const parts = [
  ['params', 'params'],
  ['querystring', 'query'],
  ['body', 'body'],
] as const;

/** True when the route takes a multipart form (its `consumes` says so). */
const takesForm = (schema: FastifySchema | undefined) =>
  Boolean((schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'));

function parseOnRead(request: FastifyRequest, prop: 'params' | 'query' | 'body', schema: z.ZodType): void {
  let raw: unknown = request[prop];
  let parsed: { value: unknown } | undefined;
  Object.defineProperty(request, prop, {
    configurable: true,
    enumerable: true,
    get() {
      parsed ??= { value: validate(schema, raw) };
      return parsed.value;
    },
    set(value: unknown) {
      raw = value;
      parsed = undefined;
    },
  });
}

export function registerRouteInput(app: FastifyInstance): void {
  // Fastify's own validation step passes input through untouched: parsing happens on first read.
  app.setValidatorCompiler(() => (data: unknown) => ({ value: data }));
  app.addHook('preHandler', async (request) => {
    const schema = request.routeOptions.schema;
    // A command parses its own input (command.ts).
    if (!schema || request.routeOptions.config.command) return;
    for (const [key, prop] of parts) {
      const declared: unknown = schema[key];
      if (!(declared instanceof z.ZodType)) continue;
      if (key === 'body' && takesForm(schema)) continue;
      parseOnRead(request, prop, declared);
    }
  });
}
