/**
 * Every route the server registers (read from the server itself, so routes added later are fuzzed
 * too) gets at least 200 generated requests: odd ids, query values, JSON and multipart bodies, with
 * and without a session. No answer may be a 5xx, every refusal is a `{ error }` sentence, and the
 * server still answers normally afterwards.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../server/plugins/route-list.js';
import { users } from '../../server/db/schema/index.js';
import { signToken } from '../../server/lib/jwt.js';
import { hashPassword } from '../../server/lib/passwords.js';
import { contractFieldNames, edgeString, encode, jsonValue, paramValue, plausibleBody, rawBodies } from '../support/fuzz-values.js';
import { createTestServer } from '../support/test-server.js';

const RUNS_PER_ROUTE = 200;
const server = await createTestServer();
afterAll(async () => server.close());

const fields = contractFieldNames();
const routes: RouteEntry[] = server.app.routeList.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
const passwordHash = await hashPassword('fuzz-password-1');
let counter = 0;

/** Fresh people for each route, so a route that signs someone out does not blunt the next one. */
async function people(): Promise<Record<string, string | undefined>> {
  const tokens: Record<string, string | undefined> = { none: undefined, forged: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA' };
  for (const role of ['admin', 'organizer', 'camper'] as const) {
    counter += 1;
    const [row] = await server.database.db.insert(users).values({ email: `fuzz${counter}@camp.test`, passwordHash, role, status: 'approved', firstName: 'Fuzz', lastName: `${counter}` }).returning();
    if (row) tokens[role] = await signToken(server.config.jwtSecret, { sub: row.id, ver: row.tokenVersion });
  }
  return tokens;
}

const body = fc.oneof(
  { weight: 4, arbitrary: plausibleBody(fields).map((value) => ({ kind: 'json' as const, value })) },
  { weight: 2, arbitrary: jsonValue.map((value) => ({ kind: 'json' as const, value })) },
  { weight: 1, arbitrary: fc.constantFrom(...rawBodies).map((text) => ({ kind: 'raw' as const, text })) },
  { weight: 1, arbitrary: fc.tuple(fc.dictionary(fc.constantFrom(...fields), edgeString, { maxKeys: 4 }), fc.option(fc.uint8Array({ maxLength: 64 })), fc.boolean()).map(([form, file, broken]) => ({ kind: 'multipart' as const, form, file, broken })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

const request = (paramCount: number) =>
  fc.record({
    who: fc.constantFrom('admin', 'organizer', 'camper', 'none', 'forged'),
    params: fc.array(paramValue, { minLength: paramCount, maxLength: paramCount }),
    query: fc.dictionary(fc.constantFrom(...fields), edgeString, { maxKeys: 3 }),
    body,
    key: fc.option(fc.string({ minLength: 1, maxLength: 40 }), { freq: 3 }),
  });

function multipart(form: Record<string, string>, file: Uint8Array | null, broken: boolean): string {
  const parts = Object.entries(form).map(([k, v]) => `--fz\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  if (file) parts.push(`--fz\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${Buffer.from(file).toString('latin1')}\r\n`);
  return parts.join('') + (broken ? '--fz\r\nContent-Disposition: form-da' : '--fz--\r\n');
}

describe.each(routes)('$method $url', (route) => {
  it(`answers ${RUNS_PER_ROUTE} generated requests without a 5xx`, async () => {
    const tokens = await people();
    const names = route.url.match(/:[A-Za-z_]+/g) ?? [];
    await fc.assert(
      fc.asyncProperty(request(names.length), async (r) => {
        let i = 0;
        const path = route.url.replace(/:[A-Za-z_]+/g, () => r.params[i++] ?? 'x').replace('*', r.params[0] ?? 'x');
        const query = Object.entries(r.query).map(([k, v]) => `${k}=${encode(v)}`).join('&');
        const headers: Record<string, string> = {};
        const token = tokens[r.who];
        if (token) headers.authorization = `Bearer ${token}`;
        if (r.key) headers['idempotency-key'] = r.key;
        let payload: string | undefined;
        if (r.body.kind === 'json') [payload, headers['content-type']] = [JSON.stringify(r.body.value) ?? 'null', 'application/json'];
        if (r.body.kind === 'raw') [payload, headers['content-type']] = [r.body.text, 'application/json'];
        if (r.body.kind === 'multipart') [payload, headers['content-type']] = [multipart(r.body.form, r.body.file, r.body.broken), 'multipart/form-data; boundary=fz'];
        const res = await server.app.inject({ method: route.method as 'GET', url: query ? `${path}?${query}` : path, headers, ...(payload === undefined ? {} : { payload }) });
        expect(res.statusCode, `${route.method} ${path} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400 && path.startsWith('/api/')) expect(typeof res.json<{ error?: unknown }>().error).toBe('string');
      }),
      { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
  }, 120_000);
});

describe('after the fuzzing', () => {
  it('the server is healthy and still serves a signed-in camper', async () => {
    expect(routes.length).toBeGreaterThan(40);
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const camper = await server.user();
    const events = await server.app.inject({ method: 'GET', url: '/api/events', headers: { authorization: `Bearer ${camper.token}` } });
    expect(events.statusCode).toBe(200);
  });
});
