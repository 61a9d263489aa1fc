/**
 * `npm run bench`: prints the speed and size figures of Camp Weekend. Each benchmark module
 * exports `run(): Promise<void>` and prints its own lines.
 */
const benches: { name: string; load: () => Promise<{ run(): Promise<void> }> }[] = [
  { name: 'chat', load: () => import('./chat.js') },
  { name: 'events', load: () => import('./events.js') },
  { name: 'first-screen', load: () => import('./first-screen.js') },
  { name: 'offline-open', load: () => import('./offline-open.js') },
  { name: 'load', load: () => import('./load.js') },
  { name: 'photos', load: () => import('./photos.js') },
  { name: 'sync', load: () => import('./sync.js') },
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
