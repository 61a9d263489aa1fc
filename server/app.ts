import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerAuth } from './plugins/auth.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { createMailer } from './plugins/mail.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { createHub, registerWsHub } from './plugins/ws-hub.js';
import { registerStatic } from './plugins/static.js';
import { registerUploads } from './plugins/uploads.js';
import { registerRoutes } from './routes/index.js';
import './context.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean;
}

/** Builds the Fastify instance; main.ts listens on it and tests call app.inject. */
export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    bodyLimit: 12 * 1024 * 1024,
    trustProxy: true,
    // A malformed address (e.g. a stray '%') gets the same `{ error }` sentence as every other failure.
    frameworkErrors: (_err: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.status(400).send({ error: 'The address is not valid.' });
    },
  });
  app.decorate('ctx', { config, database, db: database.db, hub: createHub(database), mail: createMailer(config, app.log) });
  registerErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  registerAuth(app);
  registerIdempotency(app);
  await registerRateLimit(app);
  await registerWsHub(app);
  await registerUploads(app);
  await app.register(
    async (api) => {
      registerRoutes(api);
    },
    { prefix: '/api' },
  );
  await registerStatic(app, config.STATIC_DIR);
  return app;
}
