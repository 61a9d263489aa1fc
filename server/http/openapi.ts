/**
 * The OpenAPI 3.1 document of /api, generated from the routes' declared zod schemas and served at
 * GET /api/openapi.json (public). Answers are serialized as plain JSON, the server's own image fields signed
 * (storage/signed-fields.ts); with `verifyResponses` (the test suites) each answer is first checked against
 * its declared response schema and a mismatch is a loud 500, so the document cannot drift from what the
 * server sends. Nothing is ever stripped.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Signs the image fields the server stored, by the answer's schema (storage/signed-fields.ts). */
type SignFields = (schema: unknown, data: unknown) => unknown;

/**
 * The serializer of one declared answer: plain JSON with its stored images' addresses signed, first checked
 * against its schema when `verify` is on.
 */
export function serializerFor(
  schema: unknown,
  at: { method: string; url: string; status: string },
  { verify, signFields }: { verify: boolean; signFields: SignFields },
): (data: unknown) => string {
  const { method, url, status } = at;
  if (!verify || !(schema instanceof z.ZodType)) return (data) => JSON.stringify(signFields(schema, data));
  return (data) => {
    const text = JSON.stringify(signFields(schema, data));
    const result = schema.safeParse(text === undefined ? undefined : JSON.parse(text));
    if (result.success) return text;
    const message = `${method} ${url} ${status}: the answer does not match its declared schema.\n${z.prettifyError(result.error)}`;
    process.stderr.write(`${message}\n`);
    throw new Error(message);
  };
}

export async function registerOpenApi(app: FastifyInstance, { verifyResponses }: { verifyResponses: boolean }): Promise<void> {
  const serializing = { verify: verifyResponses, signFields: app.ctx.photoAddresses.signFields };
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) =>
    serializerFor(schema, { method, url, status: httpStatus ?? '' }, serializing),
  );
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Camp Weekend API',
        version: '2.0.0',
        description: 'The camp server of Camp Weekend. Errors are `{ error, code, details? }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', async () => app.swagger());
}
