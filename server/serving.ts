import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

/** The address the server is reached at: PUBLIC_URL, else this machine on its port (https with the TLS files). */
export const servedAddress = (config: Config): string => config.PUBLIC_URL ?? `${config.tls ? 'https' : 'http'}://localhost:${config.PORT}`;

/** On Ctrl+C or a service stop: `stop` what else runs, then the app and its database, then the process. */
export function closeOnSignal(app: FastifyInstance, database: { close: () => Promise<void> }, stop: () => void = () => {}) {
  const close = async () => {
    stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
}
