import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Mailer } from './infra/mail.js';
import type { Poke } from './live/change-poke.js';
import type { Hub } from './live/ws-hub.js';
import type { deltaOf, parseSince } from './replication/delta.js';
import type { ImageStore } from './storage/image-store.js';
import type { UploadAddresses } from './storage/signed-addresses.js';

/** What every route reaches through `app.ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mail: Mailer;
  hub: Hub;
  /** Asks the phones of these people (or everyone) to pull soon, after the commit, on every instance (live/change-poke.ts). */
  poke: Poke;
  /** Photos and avatars: DATA_DIR/uploads or the bucket (server/storage/). */
  images: ImageStore;
  /** Signs the /uploads/ addresses answers carry, and checks them when a photo is asked for. */
  photoAddresses: UploadAddresses;
  /** The server's clock in ms (tests move it): photo signatures and password reset links. */
  now: () => number;
  /** Shared counters for every instance (REDIS_URL), or null: counted in this process. */
  redis: Redis | null;
  /** How list routes answer `?since=` (server/replication/delta.ts): read by http/list-reply.ts. */
  deltas: { parseSince: typeof parseSince; deltaOf: typeof deltaOf };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
