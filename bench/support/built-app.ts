import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

/** The built app the page benchmarks load: BENCH_DIST, else dist/ (built now when missing). */
export async function builtApp(): Promise<string> {
  const dist = path.resolve(process.env.BENCH_DIST ?? 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log(`building the app into ${dist} ...`);
    await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  }
  return dist;
}
