import { readFileSync } from 'node:fs';

/** Every path of the app's route table (src/app/router.tsx), read from its source. */
export function appRoutePaths(): string[] {
  const source = readFileSync(new URL('../../src/app/router.tsx', import.meta.url), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1] ?? '').filter((p) => p.startsWith('/'));
}
