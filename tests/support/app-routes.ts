import { readFileSync } from 'node:fs';

const routeTable = () => readFileSync(new URL('../../src/app/router.tsx', import.meta.url), 'utf8');
const pathsIn = (source: string) =>
  [...source.matchAll(/path: '([^']+)'|^\s*'([^']+)': /gm)].map((m) => m[1] ?? m[2] ?? '').filter((p) => p.startsWith('/'));

/** Every path of the app's route table (src/app/router.tsx), read from its source: `'/events': P.Events` or `path: '/landing'`. */
export const appRoutePaths = (): string[] => pathsIn(routeTable());

/** The paths shown inside the signed-in frame (top bar, navigation): those listed after `<AppFrame />` in the route table. */
export function frameRoutePaths(): Set<string> {
  const source = routeTable();
  const frame = source.indexOf('element: <AppFrame />');
  if (frame < 0) throw new Error('src/app/router.tsx no longer renders its screens inside element: <AppFrame />');
  return new Set(pathsIn(source.slice(frame)));
}
