import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createServerWithRoles,
  sampleCampClock,
  createTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.js';

let server: TestServer;
let admin: TestUser, camper: TestUser;
beforeAll(async () => {
  ({ server, admin, camper } = await createServerWithRoles({ now: sampleCampClock() }));
});
afterAll(async () => server.close());

const get = (url: string, who?: TestUser, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { ...(who ? bearer(who) : {}), ...headers } });

describe('the calendar feed (RFC 5545)', () => {
  it('escapes a title that tries to inject lines: a real parser finds one event with only its own alarm', async () => {
    const title = 'Hike\rBEGIN:VALARM\rTRIGGER:-PT5M\rEND:VALARM\r\nX-EVIL:1\nDone; really, \\ ok \u0007 🏕️ '.padEnd(140, 'é');
    const made = await server.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: bearer(admin),
      payload: { title, description: 'Bring\rwater', location: 'Lake, north; shore', event_time: '2026-07-04T10:00:00Z' },
    });
    expect(made.statusCode).toBe(201);
    const registered = await server.app.inject({
      method: 'POST',
      url: `/api/events/${made.json<{ id: string }>().id}/register`,
      headers: bearer(camper),
    });
    expect(registered.statusCode).toBe(200);
    const { url } = (await get('/api/calendar/feed', camper)).json<{ url: string }>();
    const feed = await get(new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.body) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent');
    const hike = events.find((e) => String(e.getFirstPropertyValue('summary')).startsWith('Hike'));
    expect(hike).toBeDefined();
    expect(calendar.getAllSubcomponents('valarm')).toHaveLength(0);
    const alarms = hike?.getAllSubcomponents('valarm') ?? [];
    expect(alarms.map((a) => String(a.getFirstPropertyValue('trigger')))).toEqual(['-PT15M']);
    expect(hike?.getFirstProperty('x-evil')).toBeNull();
    expect(hike?.getFirstPropertyValue('summary')).toBe(title.replace(/\r\n|\r|\n/g, '\n').replace('\u0007', ''));
    expect(hike?.getFirstPropertyValue('location')).toBe('Lake, north; shore');
    for (const line of feed.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

/** A server that also serves a built page (an index.html in its STATIC_DIR), so documents can be asked for. */
async function serverWithPage(env: Record<string, string> = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Camp Weekend</title>');
  const withPage = await createTestServer({ STATIC_DIR: dir, ...env });
  return { ...withPage, close: async () => (await withPage.close(), rmSync(dir, { recursive: true, force: true })) };
}

describe('security headers', () => {
  it('lets the page open sockets only to its own server, and sends no HSTS or upgrade over plain HTTP', async () => {
    const plain = await serverWithPage();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/packing' });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
      expect(csp).not.toMatch(/ws:|wss:/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('sends HSTS and upgrade-insecure-requests when PUBLIC_URL is https, HSTS on JSON too', async () => {
    const secure = await serverWithPage({ PUBLIC_URL: 'https://camp.example.org' });
    try {
      const page = await secure.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      const json = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(json.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secure.close();
    }
  });

  it('sends JSON answers without the page headers, keeping nosniff and the resource policy', async () => {
    for (const res of [await get('/api/pull', camper), await get('/api/health'), await get('/api/no-such-thing', camper)]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const pageOnly of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'referrer-policy',
        'origin-agent-cluster',
        'x-xss-protection',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
      ]) {
        expect(res.headers[pageOnly], pageOnly).toBeUndefined();
      }
    }
  });

  it('marks signed-in JSON no-store, while list answers with an ETag keep their 304s', async () => {
    expect((await get('/api/users/me', camper)).headers['cache-control']).toBe('no-store');
    const list = await get('/api/events', camper);
    expect(list.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/api/events', camper, { 'if-none-match': String(list.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
