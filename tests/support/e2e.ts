import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import type { Database } from '../../server/db/client.js';
import type { UploadAddresses } from '../../server/storage/signed-addresses.js';
import { chromiumPath } from './chromium-path.mjs';
import { keepDiary } from './page-diary.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './test-admin.js';
import { openSeededTestDatabase } from './test-database.js';

export { ADMIN_EMAIL, ADMIN_PASSWORD };

export interface E2eServer {
  url: string;
  config: Config;
  database: Database;
  /** Signs and checks /uploads/ addresses as the server does. */
  photoAddresses: UploadAddresses;
  close(): Promise<void>;
}

/**
 * The real server with the built app (dist/) on a free port, on a fresh seeded PGlite in a temp dir.
 * `setup` may add to the server before it listens (e.g. a hook that holds some requests); `options.now`
 * is the clock photo addresses are signed on.
 */
export async function startE2eServer(
  env: Record<string, string> = {},
  setup?: (app: FastifyInstance) => void,
  options: { now?: () => number } = {},
): Promise<E2eServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-e2e-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    STATIC_DIR: path.resolve(process.env.E2E_DIST ?? 'dist'),
    HOST: '127.0.0.1',
    PORT: '0',
    ...env,
  });
  const database = await openSeededTestDatabase(config, { dataDir: path.join(dataDir, 'pglite') });
  const app = await buildApp({ config, database, now: options.now });
  setup?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    database,
    photoAddresses: app.ctx.photoAddresses,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Chromium's switches for the tests: no sandbox, GPU, QUIC or background traffic of its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Chromium with its own profile (so the service worker and IndexedDB are real and fresh). */
export async function launchBrowser(opts: { viewport?: { width: number; height: number } } = {}): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: run "apt-get install -y chromium" or set CHROMIUM_PATH');
  const profile = mkdtempSync(path.join(tmpdir(), 'cw-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    viewport: opts.viewport ?? { width: 390, height: 844 },
    args: CHROMIUM_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  keepDiary(page);
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The real server and a fresh Chromium for one test file; close both with `closeE2e`. */
export async function openE2e(): Promise<{ server: E2eServer; browser: Browser }> {
  const server = await startE2eServer();
  return { server, browser: await launchBrowser() };
}

export async function closeE2e(server: E2eServer | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  await server?.close();
}
