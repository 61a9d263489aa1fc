import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface PageJs {
  files: string[];
  /** Sum of each script gzipped (level 9), the figure the goals are stated in. */
  gzip: number;
  /** What the server sends: the build's brotli copies. */
  brotli: number;
  raw: number;
}

/** Sizes scripts (URL paths) from the build in `dist`. */
export function sizeScripts(dist: string, paths: Iterable<string>): PageJs {
  const files = [...new Set(paths)].sort();
  const sizes = files.map((f) => readFileSync(path.join(dist, f)));
  return {
    files,
    raw: sizes.reduce((n, b) => n + b.length, 0),
    gzip: sizes.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
    brotli: sizes.reduce((n, b) => n + brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length, 0),
  };
}

/** Starts recording the scripts `page` loads; `done()` sizes them. */
export function recordScripts(page: Page, dist: string): { done(): PageJs } {
  const seen = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.add(new URL(r.url()).pathname);
  });
  return { done: () => sizeScripts(dist, seen) };
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
