import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createServerWithRoles, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser, camper: TestUser;
beforeAll(async () => {
  ({ server, admin, camper } = await createServerWithRoles());
});
afterAll(async () => server.close());

const get = (url: string, who?: TestUser, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { ...(who ? bearer(who) : {}), ...headers } });

describe('the calendar feed (RFC 5545)', () => {
  it('escapes a title that tries to inject lines: a real parser finds one event and no alarm', async () => {
    const title = 'Hike\rBEGIN:VALARM\rTRIGGER:-PT5M\rEND:VALARM\r\nX-EVIL:1\nDone; really, \\ ok \u0007 🏕️ '.padEnd(140, 'é');
    const made = await server.app.inject({ method: 'POST', url: '/api/admin/events', headers: bearer(admin), payload: { title, description: 'Bring\rwater', location: 'Lake, north; shore', event_time: '2026-07-04T10:00:00Z' } });
    expect(made.statusCode).toBe(201);
    const { url } = (await get('/api/calendar/feed', camper)).json<{ url: string }>();
    const feed = await get(new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.body) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent');
    const hike = events.find((e) => String(e.getFirstPropertyValue('summary')).startsWith('Hike'));
    expect(hike).toBeDefined();
    expect(calendar.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(hike?.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(hike?.getFirstProperty('x-evil')).toBeNull();
    expect(hike?.getFirstPropertyValue('summary')).toBe(title.replace(/\r\n|\r|\n/g, '\n').replace('\u0007', ''));
    expect(hike?.getFirstPropertyValue('location')).toBe('Lake, north; shore');
    for (const line of feed.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe('security headers', () => {
  it('lets the page open sockets only to its own server, and sends no HSTS or upgrade over plain HTTP', async () => {
    const res = await get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).not.toMatch(/ws:|wss:/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const secure = await createTestServer({ PUBLIC_URL: 'https://camp.example.org' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
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
