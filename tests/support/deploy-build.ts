/**
 * A served copy of the built app (dist/) that a test can deploy a new build over, as a real deploy does:
 * a changed page, so the service worker's precache manifest (and so sw.js) changes too.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServedBuild {
  dir: string;
  /** Deploys build number `n` (2, 3, ...) over the served one. */
  deploy(n: number): void;
  remove(): void;
}

/** Writes a built file with its precompressed copies, as the build does. */
function writeBuilt(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

export function copyOfBuild(): ServedBuild {
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-static-'));
  cpSync(path.resolve(process.env.E2E_DIST ?? 'dist'), dir, { recursive: true });
  return {
    dir,
    deploy(n) {
      const html = path.join(dir, 'index.html');
      writeBuilt(
        html,
        readFileSync(html, 'utf8').replace(
          /(<meta name="camp-build" content="\d+" \/>)?<\/head>/,
          `<meta name="camp-build" content="${n}" /></head>`,
        ),
      );
      const sw = path.join(dir, 'sw.js');
      const before = readFileSync(sw, 'utf8');
      const after = before.replace(/("revision":")([^"]+)(","url":"index\.html")/, `$1new-build-${n}$3`);
      if (after === before) throw new Error('sw.js has no index.html revision to change');
      writeBuilt(sw, after);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The build number the page runs (1 for the first build). */
export const BUILD_OF_PAGE = () => Number(document.querySelector('meta[name="camp-build"]')?.getAttribute('content') ?? '1');
