import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { packingChecks } from '../../server/db/schema/index.js';
import { changedAfter, deltaOf, parseSince, recordDeletion } from '../../server/replication/delta.js';
import { sendWithEtag } from '../../server/http/etag.js';
import { requireUser } from '../../server/auth/authenticate.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

/** A list route built the way route owners use server/replication/delta.ts: the caller's ticks, as ids. */
function ticksRoutes(api: FastifyInstance): void {
  api.get('/test/ticks', async (request, reply) => {
    const user = requireUser(request);
    const since = parseSince(request.query);
    const load = (cond?: ReturnType<typeof changedAfter>) =>
      api.ctx.db
        .select({ id: packingChecks.itemId, checked: packingChecks.isChecked })
        .from(packingChecks)
        .where(and(eq(packingChecks.userId, user.id), cond));
    if (!since) return sendWithEtag(request, reply, await load());
    return sendWithEtag(
      request,
      reply,
      await deltaOf(api.ctx.db, `ticks:${user.id}`, since, await load(changedAfter(packingChecks.updatedAt, since))),
    );
  });
}

let server: TestServer;
let camper: TestUser;

beforeAll(async () => {
  server = await createTestServer({}, { extraRoutes: ticksRoutes });
  camper = await server.user('camper');
});
afterAll(() => server.close());

const get = (url: string, etag?: string) =>
  server.app.inject({ method: 'GET', url, headers: { ...bearer(camper), ...(etag ? { 'if-none-match': etag } : {}) } });
const tickItem = (id: number, checked: boolean) =>
  server.app.inject({ method: 'PUT', url: `/api/packing/${id}`, headers: bearer(camper), payload: { is_checked: checked } });
interface Delta {
  items: { id: number; checked: boolean }[];
  deleted: string[];
  cursor: string;
}

describe('delta pulls (DECISIONS 11)', () => {
  it('answers since=0 with everything and a cursor, then only what changed after the cursor', async () => {
    await tickItem(1, true);
    await tickItem(2, true);
    const full = (await get('/api/test/ticks?since=0')).json<Delta>();
    expect(full.items.map((i) => i.id).sort()).toEqual([1, 2]);
    expect(full.cursor).toMatch(/^\d+$/);
    // Make the earlier writes older than the cursor's safety margin.
    await server.database.db.update(packingChecks).set({ updatedAt: sql`now() - interval '1 minute'` });
    const cursor = (await get('/api/test/ticks?since=0')).json<Delta>().cursor;
    expect((await get(`/api/test/ticks?since=${cursor}`)).json<Delta>()).toMatchObject({ items: [], deleted: [] });
    await tickItem(2, false);
    await recordDeletion(server.database.db, `ticks:${camper.id}`, [7]);
    const delta = (await get(`/api/test/ticks?since=${cursor}`)).json<Delta>();
    expect(delta.items).toEqual([{ id: 2, checked: false }]);
    expect(delta.deleted).toEqual(['7']);
  });

  it('answers 304 with no body when nothing changed since the ETag the app holds', async () => {
    await server.database.db.update(packingChecks).set({ updatedAt: sql`now() - interval '1 minute'` });
    const cursor = (await get('/api/test/ticks?since=0')).json<Delta>().cursor;
    const first = await get(`/api/test/ticks?since=${cursor}`);
    const etag = String(first.headers.etag);
    const again = await get(`/api/test/ticks?since=${cursor}`, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const plain = await get('/api/test/ticks');
    expect((await get('/api/test/ticks', String(plain.headers.etag))).statusCode).toBe(304);
    await tickItem(3, true);
    expect((await get('/api/test/ticks', String(plain.headers.etag))).statusCode).toBe(200);
  });

  it('refuses a since that is neither a cursor nor a date with a 400 sentence', async () => {
    const res = await get('/api/test/ticks?since=yesterday-ish');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/since must be a cursor/);
  });
});
