import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(process.env.E2E_DIST ?? 'dist');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.relative(dist, path.join(dir, e.name))],
  );

describe('the installable build', () => {
  it('precaches every file of the build, so every route’s code and images open offline', () => {
    const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
    const precached = new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]));
    // .br and .gz files are the same files compressed for the wire; the browser stores the decoded one.
    const built = files(dist)
      .filter((f) => f !== 'sw.js' && !/\.(br|gz)$/.test(f))
      .map((f) => f.split(path.sep).join('/'));
    expect(built.filter((f) => f.startsWith('assets/safety-with-rollcall-'))).toHaveLength(1);
    expect(built.filter((f) => !precached.has(f))).toEqual([]);
  });

  it('has a manifest with names, icons 192/512 and maskable, colours, standalone, start_url and shortcuts', () => {
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    const m = JSON.parse(readFileSync(path.join(dist, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown> & {
      icons: { sizes: string; purpose?: string; src: string }[];
      shortcuts: { url: string }[];
    };
    expect(m).toMatchObject({
      name: 'Camp Weekend',
      short_name: 'Camp Weekend',
      display: 'standalone',
      start_url: '/',
      theme_color: '#166534',
      background_color: '#0f172a',
    });
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of m.icons) expect(files(dist)).toContain(icon.src.slice(1));
    expect(m.shortcuts.map((s) => s.url)).toEqual(['/events', '/chat', '/safety']);
  });
});
