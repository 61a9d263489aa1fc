/**
 * Every route the server registers (read from the server itself, so routes added later are fuzzed
 * too) gets at least 200 generated requests, drawn from the route's own declared schemas: valid
 * input (which reaches the handlers and the database), input at and just past each declared edge or
 * of the wrong type, and raw or malformed bodies, with and without a session. No answer may be a 5xx,
 * every refusal is a `{ error }` sentence, valid input is not refused as invalid, write routes with a
 * valid body succeed, and the server still answers normally afterwards.
 */
import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../server/http/route-list.js';
import { users } from '../../server/db/schema/index.js';
import { signToken } from '../../server/auth/jwt.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { contractFieldNames, edgeString, encode, jsonValue, paramValue, plausibleBody, rawBodies } from '../support/fuzz-values.js';
import { multipartBody, phoneJpeg } from '../support/posts-helpers.js';
import { edgeInput, jsonSchemaOf, validInput, type JsonSchema, type KnownValues } from '../support/schema-arbitraries.js';
import { createTestServer } from '../support/test-server.js';

const RUNS_PER_ROUTE = 200;
const server = await createTestServer();
afterAll(async () => server.close());

const fields = contractFieldNames();
const routes: RouteEntry[] = server.app.routeList.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
const passwordHash = await hashPassword('fuzz-password-1');
const photo = await phoneJpeg(8, 8);
let counter = 0;

/**
 * Write routes whose valid input names something the generator cannot know, so a share of
 * successes is not expected of them: a real password or token, a camp, people, a linked Instagram
 * account, a subscription made earlier, a mailed reset link, a sign-in code, an invitation's household, a hub key, the event a post's photo belongs to (its album); sign-ups are limited to 30 a minute per
 * address, reset mails to 10 requests per 15 minutes; only the first roll call started succeeds while it stays open.
 */
const NEEDS_OUTSIDE_STATE = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/device-codes/exchange',
  'POST /api/admin/invitations',
  'POST /api/hub/exchange',
  'POST /api/hub/forward',
  'PUT /api/users/me/password',
  'POST /api/reflections',
  'POST /api/conversations',
  'POST /api/instagram/auth',
  'POST /api/instagram/media',
  'POST /api/roll-calls',
  'POST /api/posts',
]);
/** Of the valid requests an admin sends to a write route, at least this share succeeds. */
const MIN_SUCCESS_SHARE = 0.1;
/** Of the valid requests, at most this share is refused as invalid (rules between fields, as end after start). */
const MAX_INVALID_SHARE = 0.6;

/**
 * Routes that take a password hash or check it for each request that passes validation, at
 * scrypt's deliberate cost: at most this many such requests each, the rest of their runs are edges and raw bodies.
 */
const HASHING_CAP = 5;
const takesPassword = (parts: ReturnType<typeof declared>) => Object.keys(parts.body?.properties ?? {}).some((k) => /password/i.test(k));
const passesSchema = (route: RouteEntry, body: Body) => {
  const schema: unknown = route.schema?.body;
  return body.kind === 'json' && schema instanceof z.ZodType && schema.safeParse(body.value).success;
};

/** Ids seen in answers so far, so valid params and fields can name rows that exist. */
const known: KnownValues = { strings: [], numbers: [] };
function remember(value: unknown, depth = 0): void {
  if (depth > 3 || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) return void value.slice(0, 20).forEach((v) => remember(v, depth + 1));
  const id = (value as { id?: unknown }).id;
  if (typeof id === 'string' && !known.strings.includes(id)) known.strings.push(id);
  if (typeof id === 'number' && !known.numbers.includes(id)) known.numbers.push(id);
  for (const v of Object.values(value)) remember(v, depth + 1);
}

/** Fresh people for each route, so a route that signs someone out does not blunt the next one. */
async function people(): Promise<Record<string, string | undefined>> {
  const tokens: Record<string, string | undefined> = { none: undefined, forged: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA' };
  for (const role of ['admin', 'organizer', 'camper'] as const) {
    counter += 1;
    const [row] = await server.database.db
      .insert(users)
      .values({ email: `fuzz${counter}@camp.test`, passwordHash, role, status: 'approved', firstName: 'Fuzz', lastName: `${counter}` })
      .returning();
    if (row) tokens[role] = await signToken(server.config.jwtSecret, { sub: row.id, ver: row.tokenVersion });
  }
  return tokens;
}

const rawBody = fc.oneof(
  { weight: 4, arbitrary: plausibleBody(fields).map((value) => ({ kind: 'json' as const, value })) },
  { weight: 2, arbitrary: jsonValue.map((value) => ({ kind: 'json' as const, value })) },
  { weight: 1, arbitrary: fc.constantFrom(...rawBodies).map((text) => ({ kind: 'raw' as const, text })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.dictionary(fc.constantFrom(...fields), edgeString, { maxKeys: 4 }),
        fc.option(fc.uint8Array({ maxLength: 64 })),
        fc.boolean(),
      )
      .map(([form, file, broken]) => ({ kind: 'multipart' as const, form, file, broken })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'multipart'; form: Record<string, string>; file: Uint8Array | null; broken: boolean }
  | { kind: 'form'; form: unknown }
  | { kind: 'none' };
type Mode = 'valid' | 'edge' | 'raw';
interface Case {
  mode: Mode;
  who: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: Body;
  key: string | null;
}

/** The route's declared parts as JSON Schema (objects of named fields). */
function declared(schema: FastifySchema | undefined) {
  const part = (name: 'params' | 'querystring' | 'body'): JsonSchema | undefined => {
    const s: unknown = schema?.[name];
    return s instanceof z.ZodType ? jsonSchemaOf(s) : undefined;
  };
  const consumes = (schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  return {
    params: part('params'),
    query: part('querystring'),
    body: part('body'),
    form: consumes.includes('multipart/form-data'),
    json: consumes.length === 0 || consumes.includes('application/json'),
  };
}

/** A query or path value as text: strings as they are, other JSON as its text. */
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
const asTexts = (o: unknown): Record<string, string> =>
  o && typeof o === 'object' && !Array.isArray(o)
    ? Object.fromEntries(Object.entries(o).map(([k, v]) => [k, asText(v)]))
    : { value: asText(o) };

function caseFor(route: RouteEntry): fc.Arbitrary<Case> {
  const parts = declared(route.schema);
  const names = (route.url.match(/:[A-Za-z_]+/g) ?? []).map((n) => n.slice(1));
  const paramsSchema: JsonSchema = parts.params ?? {
    type: 'object',
    properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])),
    required: names,
  };
  const empty = fc.constant({});
  const validQuery = parts.query ? validInput(parts.query, known).map(asTexts) : empty;
  const validParams = validInput(paramsSchema, known).map(asTexts);
  const bodyOf = (value: unknown): Body =>
    parts.form && (!parts.json || typeof value !== 'object') ? { kind: 'form', form: value } : { kind: 'json', value };
  const validBody = parts.body
    ? fc.oneof(
        validInput(parts.body, known).map(bodyOf),
        ...(parts.form && parts.json ? [validInput(parts.body, known).map((v): Body => ({ kind: 'form', form: v }))] : []),
      )
    : fc.constant<Body>({ kind: 'none' });
  const key = fc.option(fc.string({ minLength: 1, maxLength: 40 }), { freq: 3 });

  const valid = fc.record({
    mode: fc.constant<Mode>('valid'),
    who: fc.constantFrom('admin', 'admin', 'admin', 'organizer', 'camper'),
    params: validParams,
    query: validQuery,
    body: validBody,
    key,
  });
  const edgeParts = [
    fc.record({ params: names.length ? edgeInput(paramsSchema, known).map(asTexts) : validParams, query: validQuery, body: validBody }),
    ...(parts.query ? [fc.record({ params: validParams, query: edgeInput(parts.query, known).map(asTexts), body: validBody })] : []),
    ...(parts.body ? [fc.record({ params: validParams, query: validQuery, body: edgeInput(parts.body, known).map(bodyOf) })] : []),
  ];
  const edge = fc
    .record({
      mode: fc.constant<Mode>('edge'),
      who: fc.constantFrom('admin', 'organizer', 'camper', 'none'),
      parts: fc.oneof(...edgeParts),
      key,
    })
    .map(({ parts: p, ...rest }) => ({ ...rest, ...p }));
  const raw = fc.record({
    mode: fc.constant<Mode>('raw'),
    who: fc.constantFrom('admin', 'organizer', 'camper', 'none', 'forged'),
    params: fc.tuple(...names.map(() => paramValue)).map((values) => Object.fromEntries(names.map((n, i) => [n, values[i] ?? 'x']))),
    query: fc.dictionary(fc.constantFrom(...fields), edgeString, { maxKeys: 3 }),
    body: rawBody,
    key,
  });
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: edge }, { weight: 3, arbitrary: raw });
}

function multipart(form: Record<string, string>, file: Uint8Array | null, broken: boolean): string {
  const parts = Object.entries(form).map(([k, v]) => `--fz\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  if (file)
    parts.push(
      `--fz\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${Buffer.from(file).toString('latin1')}\r\n`,
    );
  return parts.join('') + (broken ? '--fz\r\nContent-Disposition: form-da' : '--fz--\r\n');
}

/** A form as the browser sends it: text fields, and a small real photo for each file field. */
async function formPayload(route: RouteEntry, value: unknown) {
  const form: Record<string, unknown> =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  const schema = declared(route.schema).body;
  const fileField = Object.entries(schema?.properties ?? {}).find(([, p]) => p.format === 'binary')?.[0];
  const text = Object.fromEntries(
    Object.entries(form)
      .filter(([k]) => k !== fileField)
      .map(([k, v]) => [k, asText(v)]),
  );
  const withFile = fileField && (schema?.required?.includes(fileField) || fileField in form);
  return multipartBody(text, withFile ? { bytes: photo, name: 'p.jpg', type: 'image/jpeg', field: fileField } : undefined);
}

async function send(route: RouteEntry, r: Case, tokens: Record<string, string | undefined>) {
  const path = route.url
    .replace(/:([A-Za-z_]+)/g, (_m, name: string) => (r.mode === 'raw' ? r.params[name] : encode(r.params[name] ?? '')) || 'x')
    .replace('*', 'x');
  const query = Object.entries(r.query)
    .map(([k, v]) => `${k}=${encode(v)}`)
    .join('&');
  const headers: Record<string, string> = {};
  const token = tokens[r.who];
  if (token) headers.authorization = `Bearer ${token}`;
  if (r.key) headers['idempotency-key'] = r.key;
  let payload: string | Buffer | undefined;
  if (r.body.kind === 'json') [payload, headers['content-type']] = [JSON.stringify(r.body.value) ?? 'null', 'application/json'];
  if (r.body.kind === 'raw') [payload, headers['content-type']] = [r.body.text, 'application/json'];
  if (r.body.kind === 'multipart')
    [payload, headers['content-type']] = [multipart(r.body.form, r.body.file, r.body.broken), 'multipart/form-data; boundary=fz'];
  if (r.body.kind === 'form') {
    const form = await formPayload(route, r.body.form);
    [payload, headers['content-type']] = [form.payload, form.headers['content-type']];
  }
  const res = await server.app.inject({
    method: route.method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { path, res };
}

describe.each(routes)('$method $url', (route) => {
  it(`answers ${RUNS_PER_ROUTE} requests drawn from its schemas without a 5xx`, async () => {
    const tokens = await people();
    const tally = { valid: 0, invalid: 0, adminValid: 0, adminOk: 0, hashing: 0, skipped: 0 };
    const hashes = takesPassword(declared(route.schema));
    await fc.assert(
      fc.asyncProperty(caseFor(route), async (r) => {
        if (hashes && passesSchema(route, r.body)) {
          if (tally.hashing >= HASHING_CAP) tally.skipped += 1;
          fc.pre(tally.hashing < HASHING_CAP);
          tally.hashing += 1;
        }
        const { path, res } = await send(route, r, tokens);
        expect(res.statusCode, `${r.mode} ${route.method} ${path} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
        const answer = res.statusCode >= 400 && path.startsWith('/api/') ? res.json<{ error?: unknown; code?: string }>() : undefined;
        if (answer) expect(typeof answer.error).toBe('string');
        if (res.statusCode < 300 && res.headers['content-type']?.toString().includes('json')) remember(res.json());
        if (r.mode !== 'valid') return;
        tally.valid += 1;
        if (answer?.code === 'invalid_request') tally.invalid += 1;
        if (r.who === 'admin' && r.body.kind !== 'none') {
          tally.adminValid += 1;
          if (res.statusCode < 300) tally.adminOk += 1;
        }
      }),
      { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
    const parts = declared(route.schema);
    // A route that hashes passwords sends only HASHING_CAP valid bodies; its generator is checked by reaching the cap.
    if (hashes) expect(tally.hashing + tally.skipped, 'bodies its schema accepts').toBeGreaterThan(HASHING_CAP);
    else if (parts.params || parts.query || parts.body)
      expect(tally.invalid, `valid input refused as invalid: ${tally.invalid} of ${tally.valid}`).toBeLessThanOrEqual(
        tally.valid * MAX_INVALID_SHARE,
      );
    // Hashing routes send too few bodies (HASHING_CAP, from any role) for a success share to mean anything;
    // creating accounts has its own tests (admin-users).
    const writesFromBody =
      !hashes &&
      parts.body &&
      !route.url.includes(':') &&
      route.method !== 'GET' &&
      !NEEDS_OUTSIDE_STATE.has(`${route.method} ${route.url}`);
    if (writesFromBody)
      expect(tally.adminOk, `successes of ${tally.adminValid} valid admin requests`).toBeGreaterThanOrEqual(
        tally.adminValid * MIN_SUCCESS_SHARE,
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
