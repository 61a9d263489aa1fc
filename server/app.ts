import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { chatEventSchema } from '../contracts/chat.js';
import { carriedEventSchema, changePokeSchema } from '../contracts/replication-rules.js';
import { codeBody } from '../contracts/error-codes.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerDbQueue } from './http/db-queue.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerOpenApi } from './http/openapi.js';
import { registerRouteInput } from './http/route-input.js';
import { registerRouteList } from './http/route-list.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { connectRedis, redisReady } from './infra/redis.js';
import { scopedDb } from './http/request-tx.js';
import { requestForLog } from './infra/safe-log.js';
import { registerAuth, signIn } from './auth/authenticate.js';
import { registerIdempotency } from './http/idempotency.js';
import { registerCommands } from './http/command.js';
import { hubJournal } from './hub/hub-journal.js';
import { createMailer } from './infra/mail.js';
import { registerRateLimit } from './auth/rate-limit.js';
import { createHub, registerWsHub, type HubOptions } from './live/ws-hub.js';
import { createChangePoke, registerChangePoke, withPokeSpread } from './live/change-poke.js';
import { registerTouchPrune } from './replication/touch-prune-job.js';
import { registerStatic } from './http/static.js';
import { registerUploads } from './storage/uploads.js';
import { registerRoutes } from './routes.js';
import { requestHash } from './batch/batch-identity.js';
import { deltaOf, parseSince } from './replication/delta.js';
import { openImageStore } from './storage/open-image-store.js';
import { createUploadAddresses } from './storage/signed-addresses.js';
import './context.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where log lines go (stdout when absent). */
  logStream?: { write(line: string): void };
  /** The live hub's clock and refresh (tests). */
  hub?: HubOptions;
  /** The clock photo addresses are signed and checked on, and reset links expire by (tests move it). */
  now?: () => number;
  /** Built as a camp hub (server/hub/main.ts): every change a command makes is journaled for the cloud, then `journaled()` runs. */
  campHub?: { journaled: () => void };
}

/** Builds the Fastify instance; main.ts listens on it and tests call app.inject. */
export async function buildApp({ config, database, logger = false, logStream, hub, now, campHub }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // HTTPS when the server holds the certificate itself (a camp hub on the camp's Wi-Fi); else plain HTTP behind a proxy.
    ...(config.tls ? { https: config.tls } : {}),
    // Requests are logged by method and path only: query strings may carry a token (/ws?token=).
    logger: logger ? { level: config.LOG_LEVEL, serializers: { req: requestForLog }, ...(logStream ? { stream: logStream } : {}) } : false,
    bodyLimit: 12 * 1024 * 1024,
    // X-Forwarded-For counts only behind a proxy the operator names (TRUST_PROXY).
    trustProxy: config.trustProxy,
    // A malformed address (e.g. a stray '%') gets the same `{ error }` sentence as every other failure.
    frameworkErrors: (_err: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.status(400).send(codeBody('address_not_valid'));
    },
  });
  // Routes' `db` joins the request's transaction when it must run exactly once (lib/request-tx.ts).
  const photoAddresses = createUploadAddresses(config.jwtSecret, now);
  // The socket's events are chat's (contracts/chat.ts) and the poke, with the posts it carries: their stored images'
  // addresses are signed; a poke gets its spread.
  const liveEvents = z.discriminatedUnion('type', [...chatEventSchema.options, changePokeSchema, carriedEventSchema]);
  const live = createHub(database, {
    ...hub,
    prepare: (event, sockets) => photoAddresses.signFields(liveEvents, withPokeSpread(event, sockets)),
  });
  const pokes = createChangePoke(live);
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, app.log) : null;
  app.decorate('ctx', {
    config,
    database,
    db: scopedDb(database.db),
    hub: live,
    poke: pokes.poke,
    mail: createMailer(config, app.log),
    images: openImageStore(config),
    photoAddresses,
    now: now ?? Date.now,
    redis,
    deltas: { parseSince, deltaOf },
  });
  app.addHook('onClose', () => app.ctx.images.close());
  if (redis) {
    app.addHook('onReady', () => redisReady(redis));
    app.addHook('onClose', async () => redis.disconnect());
  }
  registerRouteList(app);
  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app, config.PUBLIC_URL);
  registerDbQueue(app);
  registerAuth(app);
  registerIdempotency(app, { requestHash });
  // After the idempotency check, which compares the body as it was sent.
  registerRouteInput(app);
  // Test suites check every answer against its declared schema; production sends answers as they are.
  const verifyResponses = process.env.NODE_ENV === 'test';
  await registerOpenApi(app, { verifyResponses });
  // Mutating routes are commands, which POST /api/sync runs too: they sign in as the auth area says.
  const journal = campHub ? hubJournal(app.ctx.db, campHub.journaled) : undefined;
  registerCommands(app, { signIn, verifyResponses, ...(journal ? { journal } : {}) });
  await registerRateLimit(app);
  await registerWsHub(app);
  registerChangePoke(app, pokes.stop);
  registerTouchPrune(app);
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
