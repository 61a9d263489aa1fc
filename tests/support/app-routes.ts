import { readFileSync } from 'node:fs';

/** Every path of the app's route table (src/app/router.tsx), read from its source: `'/events': P.Events` or `path: '/landing'`. */
export function appRoutePaths(): string[] {
  const source = readFileSync(new URL('../../src/app/router.tsx', import.meta.url), 'utf8');
  return [...source.matchAll(/path: '([^']+)'|^\s*'([^']+)': /gm)].map((m) => m[1] ?? m[2] ?? '').filter((p) => p.startsWith('/'));
}
