/** The routes' declared schemas: parsed input with the 400 sentence, and GET /api/openapi.json generated from them. */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../support/test-server.js';

interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses?: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const server = await createTestServer();
afterAll(async () => server.close());

/** `/api/events/:id/register` as OpenAPI spells it: `/api/events/{id}/register`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is public, parses as OpenAPI 3 and lists every /api route with its method', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Document>();
    expect(doc.openapi).toMatch(/^3\./);
    const missing = server.app.routeList
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('documents the body fields of POST /api/admin/events and the answer of GET /api/events', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    const create = doc.paths['/api/admin/events']?.post;
    const body = create?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(['title', 'event_time', 'end_time', 'location', 'capacity', 'event_type']),
    );
    expect(body?.required).toContain('title');
    expect(Object.keys(doc.paths['/api/events']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '4XX']));
  });

  it('documents the form fields of a photo post', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    const form = doc.paths['/api/posts']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(form?.properties ?? {})).toEqual(expect.arrayContaining(['caption', 'photo']));
  });
});

describe('declared request schemas', () => {
  it('answer bad input with the 400 sentence and its code, after the sign-in and role checks', async () => {
    const body = { title: ' ', event_time: '2025-09-05T10:00:00Z' };
    const visitor = await server.app.inject({ method: 'POST', url: '/api/admin/events', payload: body });
    expect(visitor.statusCode).toBe(401);
    const camper = await server.user();
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      payload: body,
      headers: { authorization: `Bearer ${camper.token}` },
    });
    expect(refused.statusCode).toBe(403);
    const admin = await server.user('admin');
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      payload: body,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Invalid request. title: Title is required', code: 'invalid_request' });
  });
});
