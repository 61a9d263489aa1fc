/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, after the
 * service worker is generated, so the server sends compressed bytes without compressing per request
 * (server/http/static.ts serves them by Accept-Encoding).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|map)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

/** Compresses one file both ways; a copy that would not be smaller is not written. */
async function precompress(file: string): Promise<void> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzip(raw, { level: 9 }),
  ]);
  await Promise.all([br.length < raw.length && writeFile(`${file}.br`, br), gz.length < raw.length && writeFile(`${file}.gz`, gz)]);
}

export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'camp-weekend:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    // Sequential and last: runs after vite-plugin-pwa has written sw.js in its own closeBundle.
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        await Promise.all((await filesUnder(outDir)).map(precompress));
      },
    },
  };
}
