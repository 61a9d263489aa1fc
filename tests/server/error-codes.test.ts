import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode, serverErrors } from '../../contracts/error-codes.js';
import { createServerWithRoles, sampleCampClock, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let organizer: TestUser;
let camper: TestUser;

beforeAll(async () => ({ server, admin, organizer, camper } = await createServerWithRoles({ now: sampleCampClock() })));
afterAll(async () => server.close());

const inject = injectAs(() => server);

describe('error answers carry a stable code', () => {
  it('a full event answers event_full with the English sentence', async () => {
    const created = await inject('POST', '/admin/events', admin, {
      title: 'Kayak',
      description: 'Lake',
      event_time: '2025-09-06T16:00:00.000Z',
      location: 'Dock',
      capacity: 1,
      event_type: 'activity',
    });
    const id = created.json<{ id: string }>().id;
    expect((await inject('POST', `/events/${id}/register`, organizer)).statusCode).toBe(200);
    const full = await inject('POST', `/events/${id}/register`, camper);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: 'This event is full', code: 'event_full' });
  });

  it('a missing event, a visitor without a token and an unknown address each have their code', async () => {
    const gone = await inject('POST', '/events/00000000-0000-4000-8000-000000000000/register', camper);
    expect(gone.json()).toEqual({ error: 'This event no longer exists.', code: 'event_gone' });
    const visitor = await server.app.inject({ method: 'GET', url: '/api/events' });
    expect(visitor.json()).toEqual({ error: 'Please sign in to continue.', code: 'sign_in_required' });
    const nowhere = await server.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toMatchObject({ error: 'No such address. GET /api/no-such-thing', code: 'no_such_address' });
  });

  it('input the server cannot read answers invalid_json or invalid_request with details', async () => {
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'invalid_json' });
    const invalid = await inject('POST', '/admin/events', admin, { title: '' });
    expect(invalid.statusCode).toBe(400);
    const body = invalid.json<{ error: string; code: string; details: unknown }>();
    expect(body.error).toMatch(/^Invalid request\./);
    expect(body.code).toBe('invalid_request');
    expect(Array.isArray(body.details)).toBe(true);
  });

  it('a refused queued change keeps its code inside a sync answer', async () => {
    const res = await inject('POST', '/sync', camper, {
      operations: [{ id: crypto.randomUUID(), method: 'POST', path: '/events/00000000-0000-4000-8000-000000000000/register' }],
    });
    expect(res.statusCode).toBe(200);
    const [result] = res.json<{ results: { status: number; body: unknown }[] }>().results;
    expect(result).toMatchObject({ status: 404, body: { error: 'This event no longer exists.', code: 'event_gone' } });
  });
});

const sentenceCalls =
  /\b(?:(?:badRequest|conflict|forbidden|notFound|unauthorized)\(|uuidParam\([^,]+,|refuseDeletedId\((?:[^,()]+,\s*){3}|new HttpError\(\d+,|error:)\s*(['"`])((?:\\.|(?!\1).)*)\1/g;

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('the catalogue of error codes', () => {
  it('is what every call site in server/ throws: a code, never a sentence', () => {
    const uncoded: string[] = [];
    let seen = 0;
    for (const file of serverSources(path.resolve('server'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(sentenceCalls)) {
        const sentence = (match[2] ?? '').replace(/\\'/g, "'").split('${')[0] ?? '';
        seen += 1;
        if (!isErrorCode(sentence)) uncoded.push(`${path.relative('.', file)}: ${sentence}`);
      }
    }
    expect(seen).toBeGreaterThan(40);
    expect(uncoded).toEqual([]);
  });

  it('has snake_case codes and one code per sentence', () => {
    const codes = Object.keys(serverErrors);
    expect(codes.filter((code) => !/^[a-z][a-z0-9_]*$/.test(code))).toEqual([]);
    expect(new Set(Object.values(serverErrors)).size).toBe(codes.length);
  });
});
