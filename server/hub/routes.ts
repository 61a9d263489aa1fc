import type { FastifyInstance } from 'fastify';
import { hubExchangeSchema } from '../../contracts/hub.js';
import { answers } from '../http/route-schemas.js';
import { routeGroup } from '../http/route-input.js';
import { publicUrl } from '../infra/mail.js';
import { schemaVersion } from '../db/schema-version.js';
import { requireHubKey } from './hub-key-auth.js';

/**
 * The calls a camp hub makes to the cloud, each behind its hub key. The exchange hands the hub the secret
 * that signs the cloud's sign-in tokens and photo addresses, so the hub accepts both as the cloud does, and says
 * the version the hub must run (schema-version.ts).
 */
export default function hubRoutes(fastify: FastifyInstance): void {
  const { app, tags, config } = routeGroup(fastify, 'hub');

  app.post('/hub/exchange', { preHandler: requireHubKey, schema: { tags, response: answers({ 200: hubExchangeSchema }) } }, async () => ({
    secret: config.jwtSecret,
    public_url: publicUrl(config),
    schema_version: schemaVersion(),
  }));
}
