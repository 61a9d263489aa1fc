import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seed } from './db/seed/index.js';
import { buildApp } from './app.js';

/** Start: config, migrate, seed, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  const { adminNotice } = await database.startup(() => seed(database.db, config));
  const app = await buildApp({ config, database, logger: true });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.PUBLIC_URL ?? `${config.tls ? 'https' : 'http'}://localhost:${config.PORT}`;
  console.log(
    `\nCamp Weekend is ready on ${where} (database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`})`,
  );
  if (adminNotice) console.log(adminNotice);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
