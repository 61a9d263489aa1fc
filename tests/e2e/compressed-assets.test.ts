import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startE2eServer, type E2eServer } from '../support/e2e.js';

const dist = path.resolve(process.env.E2E_DIST ?? 'dist');
const entry =
  /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1] ??
  '';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that leaves the body as sent (Node's fetch would decode it). */
function get(url: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

let server: E2eServer;
beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server.close();
});

describe('the built app on the wire', () => {
  it('ships a brotli and a gzip copy of every script, style sheet and page of the build', () => {
    const text = files(dist).filter((f) => /\.(js|css|html|webmanifest)$/.test(f) && statSync(f).size > 1024);
    expect(text.length).toBeGreaterThan(20);
    expect(text.filter((f) => !files(path.dirname(f)).includes(`${f}.br`) || !files(path.dirname(f)).includes(`${f}.gz`))).toEqual([]);
  });

  it('sends a hashed script brotli-encoded to a client that accepts it, cached for good', async () => {
    expect(entry).toMatch(/^\/assets\//);
    const res = await get(`${server.url}${entry}`, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const original = readFileSync(path.join(dist, entry));
    expect(brotliDecompressSync(res.body).equals(original)).toBe(true);
    expect(res.body.length).toBeLessThan(original.length / 3);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const original = readFileSync(path.join(dist, entry));
    const gz = await get(`${server.url}${entry}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(original)).toBe(true);
    const plain = await get(`${server.url}${entry}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  it('asks the browser to check index.html (on every client route) and the service worker on every visit', async () => {
    for (const url of ['/', '/events', '/admin/polls', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await get(`${server.url}${url}`, 'br');
      expect({ url, status: res.status, cache: res.headers['cache-control'], encoding: res.headers['content-encoding'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
        encoding: 'br',
      });
    }
  });

  it('sends /landing already rendered, so a visitor sees the page before any script runs', async () => {
    const res = await get(`${server.url}/landing`, 'br');
    const html = brotliDecompressSync(res.body).toString('utf8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(html).toMatch(/<div id="root" data-prerendered="\/landing"><div[^>]*>.*<h1[^>]*>/s);
    expect(html).toContain('RSVP Now');
    const other = brotliDecompressSync((await get(`${server.url}/events`, 'br')).body).toString('utf8');
    expect(other).toContain('<div id="root"></div>');
  });

  it('Chromium receives the app brotli-encoded', async () => {
    const browser = await launchBrowser();
    try {
      const encodings = new Map<string, string | undefined>();
      browser.page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/assets/')) encodings.set(new URL(r.url()).pathname, r.headers()['content-encoding']);
      });
      await browser.page.goto(`${server.url}/landing`);
      await browser.page
        .getByRole('link', { name: /sign in/i })
        .first()
        .waitFor();
      expect(encodings.get(entry)).toBe('br');
      expect([...encodings.values()].every((e) => e === 'br')).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
