import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Mailer } from './plugins/mail.js';
import type { Hub } from './plugins/ws-hub.js';

/** What every route reaches through `app.ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mail: Mailer;
  hub: Hub;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
