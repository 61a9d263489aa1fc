import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';

/** What every route reaches through `app.ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
