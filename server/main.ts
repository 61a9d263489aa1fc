import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seed } from './db/seed/index.js';
import { buildApp } from './app.js';
import { closeOnSignal, servedAddress } from './serving.js';

/** Start: config, migrate, seed, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  const { adminNotice } = await database.startup(() => seed(database.db, config));
  const app = await buildApp({ config, database, logger: true });
  closeOnSignal(app, database);
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(
    `\nCamp Weekend is ready on ${servedAddress(config)} (database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`})`,
  );
  if (adminNotice) console.log(adminNotice);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
