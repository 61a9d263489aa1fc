/**
 * `npm run bench -- <name>`: prints the speed and size figures of Camp Weekend (every bench without a name). Each
 * benchmark module exports `run(): Promise<void>` and prints its own lines.
 * `npm run bench:smoke` (`--smoke`) runs every bench once at its smallest size (bench/support/bench-size.ts), so a
 * bench that no longer runs fails `npm test`: each must finish within its bound and print at least one line.
 */
import { smokeRun } from './support/smoke-run.js';
import { benchThroughVite } from './support/through-vite.js';

const benches: { name: string; load: () => Promise<{ run(): Promise<void> }> }[] = [
  { name: 'archive', load: () => import('./archive.js') },
  { name: 'chat', load: () => import('./chat.js') },
  { name: 'events', load: () => import('./events.js') },
  { name: 'first-screen', load: () => import('./first-screen.js') },
  { name: 'forward-cost', load: () => import('./forward-cost.js') },
  { name: 'hub', load: () => import('./hub.js') },
  { name: 'offline-open', load: () => import('./offline-open.js') },
  { name: 'feed-scroll', load: () => import('./feed-scroll.js') },
  { name: 'load', load: () => import('./load.js') },
  { name: 'photos', load: () => import('./photos.js') },
  { name: 'realtime', load: () => import('./realtime.js') },
  { name: 'sockets', load: () => import('./sockets.js') },
  { name: 'tap', load: () => import('./tap.js') },
  // The app's outbox and replication code runs here as the browser gets it, through Vite's transforms
  // (its catalogs are found by import.meta.glob).
  { name: 'sync', load: () => benchThroughVite('/bench/sync.ts') },
];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const smoke = args.includes('--smoke');
  const only = args.filter((a) => a !== '--smoke');
  const unknown = only.filter((name) => !benches.some((b) => b.name === name));
  if (unknown.length > 0) throw new Error(`no bench named ${unknown.join(', ')} (there are ${benches.map((b) => b.name).join(', ')})`);
  const chosen = benches.filter((b) => only.length === 0 || only.includes(b.name));
  if (smoke) return smokeRun(chosen);
  for (const b of chosen) {
    console.log(`\n== ${b.name}`);
    const mod = await b.load();
    await mod.run();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
