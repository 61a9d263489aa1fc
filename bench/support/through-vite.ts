import { createRunnableDevEnvironment, resolveConfig } from 'vite';

interface Bench {
  run(): Promise<void>;
}

/**
 * A bench module (a path from the repository's root) loaded through Vite's transforms, as the browser gets the app's
 * code (its catalogs are found by import.meta.glob). Its module runner stays open until the bench has run: the app's
 * own lazy imports (`await import('./mutations')` in src/db/mutate.ts) load through it while the bench runs.
 */
export async function benchThroughVite(id: string): Promise<Bench> {
  const config = await resolveConfig(
    {
      configFile: false,
      envDir: false,
      logLevel: 'error',
      environments: {
        bench: {
          consumer: 'server',
          dev: { moduleRunnerTransform: true },
          // Packages load as Node loads them; only the repository's own code goes through Vite.
          resolve: { external: true, mainFields: [], conditions: ['node'] },
        },
      },
    },
    'serve',
  );
  const environment = createRunnableDevEnvironment('bench', config, { runnerOptions: { hmr: { logger: false } }, hot: false });
  await environment.init();
  let bench: Bench;
  try {
    bench = await environment.runner.import<Bench>(id);
  } catch (err) {
    await environment.close();
    throw err;
  }
  return {
    async run() {
      try {
        await bench.run();
      } finally {
        await environment.close();
      }
    },
  };
}
