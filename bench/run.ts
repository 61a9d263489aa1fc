/**
 * `npm run bench`: prints the speed and size figures of Camp Weekend. Each benchmark module
 * exports `run(): Promise<void>` and prints its own lines.
 */
import { runnerImport } from 'vite';

const benches: { name: string; load: () => Promise<{ run(): Promise<void> }> }[] = [
  { name: 'archive', load: () => import('./archive.js') },
  { name: 'chat', load: () => import('./chat.js') },
  { name: 'events', load: () => import('./events.js') },
  { name: 'first-screen', load: () => import('./first-screen.js') },
  { name: 'offline-open', load: () => import('./offline-open.js') },
  { name: 'feed-scroll', load: () => import('./feed-scroll.js') },
  { name: 'load', load: () => import('./load.js') },
  { name: 'photos', load: () => import('./photos.js') },
  { name: 'sockets', load: () => import('./sockets.js') },
  { name: 'tap', load: () => import('./tap.js') },
  // The app's outbox and replication code runs here as the browser gets it, through Vite's transforms
  // (its catalogs are found by import.meta.glob).
  {
    name: 'sync',
    load: async () => (await runnerImport<{ run(): Promise<void> }>('/bench/sync.ts', { configFile: false, logLevel: 'error' })).module,
  },
];

async function main(): Promise<void> {
  const only = process.argv[2];
  for (const b of benches) {
    if (only && b.name !== only) continue;
    console.log(`\n== ${b.name}`);
    const mod = await b.load();
    await mod.run();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
