import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reflection } from '../../contracts/reflections.js';
import { camps } from '../../server/db/schema/index.js';
import { sampleCampId } from '../support/camper-data.js';
import { bearer, createServerWithRoles, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser, organizer: TestUser, camper: TestUser;
let campId: string;
beforeAll(async () => {
  ({ server, admin, organizer, camper } = await createServerWithRoles());
  campId = await sampleCampId(server);
});
afterAll(async () => server.close());

const call = (
  who: TestUser | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  server.app.inject({ method, url: `/api${url}`, headers: { ...(who ? bearer(who) : {}), ...headers }, ...(payload ? { payload } : {}) });

const entry = (over: Record<string, unknown> = {}) => ({
  camp_id: campId,
  high: 'Canoe race',
  low: 'Mosquitoes',
  glitter: 'Shooting star',
  is_public: false,
  ...over,
});

describe('writing reflections', () => {
  it('creates, then updates the one reflection of a person for a camp', async () => {
    const writer = await server.user();
    const first = await call(writer, 'POST', '/reflections', entry());
    expect(first.statusCode).toBe(201);
    const created = first.json<Reflection>();
    expect(created).toMatchObject({ camp_id: campId, high: 'Canoe race', is_public: false, camp: { year: 2025 } });
    const second = await call(writer, 'POST', '/reflections', entry({ high: 'Talent show', is_public: true }));
    expect(second.statusCode).toBe(200);
    expect(second.json<Reflection>()).toMatchObject({
      id: created.id,
      high: 'Talent show',
      is_public: true,
      submitted_at: created.submitted_at,
    });
    expect((await call(writer, 'GET', '/reflections')).json<Reflection[]>()).toHaveLength(1);
  });

  it("keeps the phone's id for a reflection written offline, and refuses an id that is someone else's", async () => {
    const writer = await server.user();
    const id = crypto.randomUUID();
    const created = await call(writer, 'POST', '/reflections', entry({ id }));
    expect([created.statusCode, created.json<Reflection>().id]).toEqual([201, id]);
    const again = await call(writer, 'POST', '/reflections', entry({ id, low: 'Cold lake' }));
    expect([again.statusCode, again.json<Reflection>().id, again.json<Reflection>().low]).toEqual([200, id, 'Cold lake']);
    const thief = await call(camper, 'POST', '/reflections', entry({ id }));
    expect([thief.statusCode, thief.json()]).toMatchObject([409, { error: 'This reflection id is already taken.' }]);
    // A second phone's id for the same camp: the one reflection keeps its first id.
    const second = await call(writer, 'POST', '/reflections', entry({ id: crypto.randomUUID() }));
    expect([second.statusCode, second.json<Reflection>().id]).toEqual([200, id]);
  });

  it('stores a replayed save once', async () => {
    const writer = await server.user();
    const headers = { 'idempotency-key': 'reflection-1' };
    const [a, b] = [
      await call(writer, 'POST', '/reflections', entry(), headers),
      await call(writer, 'POST', '/reflections', entry(), headers),
    ];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect((await call(writer, 'GET', '/reflections')).json<Reflection[]>()).toHaveLength(1);
  });

  it.each([
    ['high', { high: '   ' }, 'High is required.'],
    ['low', { low: undefined }, 'Low is required.'],
    ['glitter', { glitter: '' }, 'Glitter is required.'],
    ['camp_id', { camp_id: 'not-a-camp' }, 'Please choose a camp.'],
  ])('requires %s (SPEC §5) with a sentence', async (field, over, sentence) => {
    const res = await call(camper, 'POST', '/reflections', entry(over));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(`Invalid request. ${field}: ${sentence}`);
  });

  it('refuses a camp that does not exist, and callers without a session', async () => {
    const res = await call(camper, 'POST', '/reflections', entry({ camp_id: '00000000-0000-4000-8000-000000000000' }));
    expect([res.statusCode, res.json()]).toMatchObject([404, { error: 'Camp not found.' }]);
    expect((await call(null, 'POST', '/reflections', entry())).statusCode).toBe(401);
    expect((await call(null, 'GET', '/reflections')).statusCode).toBe(401);
  });

  it("lets only the author delete, and tells only the author's phone", async () => {
    const writer = await server.user();
    const mine = (await call(writer, 'POST', '/reflections', entry())).json<Reflection>();
    const cursors = { writer: '', camper: '' };
    cursors.writer = (await call(writer, 'GET', '/pull')).json<{ cursor: string }>().cursor;
    cursors.camper = (await call(camper, 'GET', '/pull')).json<{ cursor: string }>().cursor;
    for (const who of [camper, organizer, admin]) {
      const res = await call(who, 'DELETE', `/reflections/${mine.id}`);
      expect([res.statusCode, res.json()]).toMatchObject([404, { error: 'Reflection not found.' }]);
    }
    expect((await call(writer, 'DELETE', `/reflections/${mine.id}`)).statusCode).toBe(200);
    expect((await call(writer, 'DELETE', `/reflections/${mine.id}`)).statusCode).toBe(404);
    expect((await call(writer, 'GET', '/reflections')).json()).toEqual([]);
    const writerDelta = (await call(writer, 'GET', `/pull?cursor=${cursors.writer}`)).json<{
      tables: Record<string, { deleted: string[] }>;
    }>();
    expect(writerDelta.tables.reflections?.deleted).toEqual([mine.id]);
    const camperDelta = (await call(camper, 'GET', `/pull?cursor=${cursors.camper}`)).json<{
      tables: Record<string, { deleted: string[] }>;
    }>();
    expect(camperDelta.tables.reflections).toBeUndefined();
  });

  it('lists the camps one may reflect on', async () => {
    const list = (await call(camper, 'GET', '/reflections/camps')).json<{ id: string; name: string; year: number }[]>();
    const [seeded] = await server.database.db.select().from(camps);
    expect(list).toContainEqual({ id: seeded?.id, name: seeded?.name, year: seeded?.year });
  });
});

describe('the privacy matrix: author, another camper, organizer and admin × private and public × every read call', () => {
  type Viewer = 'author' | 'camper' | 'organizer' | 'admin';
  const authors: Record<'private' | 'public', TestUser> = {} as Record<'private' | 'public', TestUser>;
  const marker = (kind: string) => `glitter-only-${kind}-can-see`;

  beforeAll(async () => {
    for (const kind of ['private', 'public'] as const) {
      authors[kind] = await server.user();
      const res = await call(authors[kind], 'POST', '/reflections', entry({ glitter: marker(kind), is_public: kind === 'public' }));
      expect(res.statusCode).toBe(201);
    }
  });

  const reads: {
    name: string;
    url: () => string;
    allowed: (v: Viewer) => boolean;
    shows: (v: Viewer, kind: 'private' | 'public') => boolean;
  }[] = [
    { name: 'GET /reflections', url: () => '/reflections', allowed: () => true, shows: (v) => v === 'author' },
    { name: 'GET /reflections/camp/{id}', url: () => `/reflections/camp/${campId}`, allowed: () => true, shows: (v) => v === 'author' },
    { name: 'GET /pull', url: () => '/pull', allowed: () => true, shows: (v) => v === 'author' },
    { name: 'GET /users/me/export', url: () => '/users/me/export', allowed: () => true, shows: (v) => v === 'author' },
    {
      name: 'GET /admin/camps/{id}/reflections',
      url: () => `/admin/camps/${campId}/reflections`,
      allowed: (v) => v === 'admin',
      shows: (_v, kind) => kind === 'public',
    },
    {
      name: 'GET /admin/camps/{id}/reflections/public',
      url: () => `/admin/camps/${campId}/reflections/public`,
      allowed: (v) => v === 'admin' || v === 'organizer',
      shows: (_v, kind) => kind === 'public',
    },
  ];
  const viewers: Viewer[] = ['author', 'camper', 'organizer', 'admin'];
  const cases = reads.flatMap((read) =>
    viewers.flatMap((viewer) => (['private', 'public'] as const).map((kind) => ({ read, viewer, kind }))),
  );

  it.each(cases.map((c) => [c.read.name, c.viewer, c.kind, c] as const))(
    '%s as %s on a %s reflection',
    async (_n, viewer, kind, { read }) => {
      const who = viewer === 'author' ? authors[kind] : { camper, organizer, admin }[viewer];
      const res = await call(who, 'GET', read.url());
      if (!read.allowed(viewer)) {
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain(marker(kind));
        return;
      }
      // A person with no reflection for the camp gets a 404 from /reflections/camp/{id}.
      expect(res.statusCode === 200 || (read.name.includes('/camp/') && viewer !== 'author' && res.statusCode === 404)).toBe(true);
      expect(res.body.includes(marker(kind))).toBe(read.shows(viewer, kind));
    },
  );

  it('lists who submitted on the admin screen, private ones without their content', async () => {
    const list = (await call(admin, 'GET', `/admin/camps/${campId}/reflections`)).json<
      { user: { id: string }; is_public: boolean; glitter: string | null }[]
    >();
    expect(list.find((s) => s.user.id === authors.private.id)).toMatchObject({ is_public: false, glitter: null });
    expect(list.find((s) => s.user.id === authors.public.id)).toMatchObject({ is_public: true, glitter: marker('public') });
  });

  it('answers 404 for an unknown camp on the admin calls', async () => {
    expect((await call(admin, 'GET', '/admin/camps/00000000-0000-4000-8000-000000000000/reflections')).statusCode).toBe(404);
    expect((await call(organizer, 'GET', '/admin/camps/nope/reflections/public')).statusCode).toBe(404);
  });
});
