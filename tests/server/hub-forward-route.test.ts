/**
 * POST /api/hub/forward, the cloud's side of a camp hub sending up what it accepted at camp: each change runs as
 * its author with the phone's key, so it is made once with the phone's ids whichever way it reaches the cloud;
 * the cloud's verdict stands (a full event refuses, and its author gets the "Not saved" notice); a photo comes
 * as its form and is the same change as the phone's own upload. Without a live hub key: 401.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import type { Post } from '../../contracts/feed.js';
import type { ForwardedOperation, ForwardedResult } from '../../contracts/hub-forward.js';
import { multipartBody, phoneJpeg } from '../support/posts-helpers.js';
import { bearer, createServerWithRoles, injectAs, sampleCampClock, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let organizer: TestUser;
let camper: TestUser;
let hubKey: string;
const as = injectAs(() => server);
let seq = 0;

beforeAll(async () => {
  ({ server, admin, organizer, camper } = await createServerWithRoles({ now: sampleCampClock() }));
  hubKey = (await as('POST', '/admin/hub-keys', admin, {})).json<{ key: string }>().key;
});
afterAll(() => server.close());

/** Forwards changes as a hub would; the cloud's answers by seq. */
async function forward(ops: Omit<ForwardedOperation, 'seq'>[], key = hubKey) {
  const operations = ops.map((op) => ({ seq: (seq += 1), ...op }));
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/hub/forward',
    headers: { authorization: `Hub ${key}` },
    payload: { operations },
  });
  return { res, results: res.statusCode === 200 ? res.json<{ results: ForwardedResult[] }>().results : [] };
}

/** Forwards a photo post as a hub would, its file as the form carries it; `created_id` when the hub gave the row its id. */
function forwardPhotoPost(key: string, fields: Record<string, string>, bytes: Buffer, filename: string, createdId?: string) {
  return forward([
    {
      user_id: camper.id,
      key,
      command: 'feed.post.create',
      method: 'POST',
      path: '/posts',
      form: { fields, file: { field: 'image', filename, base64: bytes.toString('base64') } },
      ...(createdId ? { created_id: createdId } : {}),
    },
  ]);
}

/** The same post as the phone's own upload to the cloud, under the same key. */
async function uploadFromPhone(key: string, fields: Record<string, string>, bytes: Buffer, filename: string) {
  const form = await multipartBody(fields, { bytes, name: filename, type: 'image/jpeg' });
  return server.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { ...form.headers, ...bearer(camper), 'idempotency-key': key },
    payload: form.payload,
  });
}

/** The feed's posts with this caption, as a camper reads them. */
async function captions(caption: string): Promise<Post[]> {
  const list = (await as('GET', '/posts', camper)).json<Post[] | { items: Post[] }>();
  return (Array.isArray(list) ? list : list.items).filter((p) => p.caption === caption);
}

describe('POST /api/hub/forward', () => {
  it('answers 401 without a live hub key, and to a sign-in token', async () => {
    const op = { user_id: camper.id, key: randomUUID(), method: 'POST' as const, path: '/posts', body: { caption: 'x' } };
    expect((await forward([op], 'hub_not-a-key')).res.statusCode).toBe(401);
    const asCamper = await server.app.inject({
      method: 'POST',
      url: '/api/hub/forward',
      headers: bearer(camper),
      payload: { operations: [{ seq: 1, ...op }] },
    });
    expect(asCamper.statusCode).toBe(401);
    expect(await captions('x')).toHaveLength(0);
  });

  it('makes a change as its author with the phone’s id, once, whichever way the phone’s key comes again', async () => {
    const id = randomUUID();
    const key = randomUUID();
    const body = { id, caption: 'Sunrise over the lake, from the camp' };
    const first = await forward([{ user_id: camper.id, key, command: 'feed.post.create', method: 'POST', path: '/posts', body }]);
    expect(first.results).toMatchObject([{ status: 201, body: { id, caption: body.caption, user: { id: camper.id } } }]);
    // The hub sends it again (its answer was lost), then the phone itself, from home, with the same key.
    const again = await forward([{ user_id: camper.id, key, command: 'feed.post.create', method: 'POST', path: '/posts', body }]);
    expect(again.results[0]?.body).toMatchObject({ id });
    const fromPhone = await server.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...bearer(camper), 'idempotency-key': key },
      payload: body,
    });
    expect(fromPhone.headers['idempotent-replayed']).toBe('true');
    expect(await captions(body.caption)).toHaveLength(1);
  });

  it('lets the cloud’s verdict stand: a full event refuses, and the camper hears it was not saved', async () => {
    const made = await as('POST', '/admin/events', admin, {
      title: 'Night canoe',
      description: 'Two seats',
      event_time: '2025-09-06T20:00:00.000Z',
      location: 'Dock',
      capacity: 1,
      event_type: 'activity',
    });
    const event = made.json<CampEvent>();
    // Filled at home meanwhile.
    expect((await as('POST', `/events/${event.id}/register`, organizer, {})).statusCode).toBe(200);
    const key = randomUUID();
    const { results } = await forward([
      {
        user_id: camper.id,
        key,
        command: 'events.register',
        params: { id: event.id },
        method: 'POST',
        path: `/events/${event.id}/register`,
        body: {},
      },
    ]);
    expect(results).toMatchObject([{ status: 409, body: { code: 'event_full' } }]);
    const notices = (await as('GET', '/notifications', camper)).json<{ title: string; changeId?: string }[]>();
    expect(notices.find((n) => n.changeId === key)?.title).toBeTruthy();
  });

  it('sends a photo post as its form, the same change as the phone’s own upload', async () => {
    const bytes = await phoneJpeg(640, 480);
    const key = randomUUID();
    const id = randomUUID();
    const fields = { id, caption: 'Camp photo, forwarded' };
    const { results } = await forwardPhotoPost(key, fields, bytes, 'IMG_7.jpg');
    expect(results).toMatchObject([{ status: 201, body: { id } }]);
    expect((results[0]?.body as Post).image).toBeTruthy();
    const fromPhone = await uploadFromPhone(key, fields, bytes, 'IMG_7.jpg');
    expect(fromPhone.headers['idempotent-replayed']).toBe('true');
    expect(await captions(fields.caption)).toHaveLength(1);
  });

  it('refuses a change whose author left the camp, and goes on with the next', async () => {
    const stranger = randomUUID();
    const body = { caption: 'Still made' };
    const { results } = await forward([
      { user_id: stranger, key: randomUUID(), method: 'POST', path: '/posts', body: { caption: 'Never made' } },
      { user_id: camper.id, key: randomUUID(), method: 'POST', path: '/posts', body },
    ]);
    expect(results).toMatchObject([
      { status: 410, body: { code: 'hub_author_gone', error: expect.stringContaining('no longer has an account') as unknown } },
      { status: 201 },
    ]);
    expect(await captions('Never made')).toHaveLength(0);
  });

  it('refuses the changes after one that deleted their author’s account, in the same request', async () => {
    const leaving = await server.user('camper');
    const { results } = await forward([
      { user_id: leaving.id, key: randomUUID(), method: 'DELETE', path: '/users/me' },
      { user_id: leaving.id, key: randomUUID(), method: 'POST', path: '/posts', body: { caption: 'Posted after leaving' } },
      { user_id: camper.id, key: randomUUID(), method: 'POST', path: '/posts', body: { caption: 'Posted by one who stays' } },
    ]);
    expect(results).toMatchObject([{ status: 200 }, { status: 410, body: { code: 'hub_author_gone' } }, { status: 201 }]);
    expect(await captions('Posted after leaving')).toHaveLength(0);
  });

  it('makes a create under the id the hub gave it, and the phone’s own upload without an id is the same change', async () => {
    const bytes = await phoneJpeg(640, 480);
    const key = randomUUID();
    const id = randomUUID();
    // As the phone sent it to the hub: no id; the hub's id for the new post beside it.
    const fields = { caption: 'Camp photo, made at the hub' };
    const { results } = await forwardPhotoPost(key, fields, bytes, 'IMG_8.jpg', id);
    expect(results).toMatchObject([{ status: 201, body: { id } }]);
    const fromPhone = await uploadFromPhone(key, fields, bytes, 'IMG_8.jpg');
    expect(fromPhone.statusCode).toBe(201);
    expect(fromPhone.headers['idempotent-replayed']).toBe('true');
    expect(fromPhone.json<Post>().id).toBe(id);
    expect(await captions(fields.caption)).toHaveLength(1);
  });

  it('answers a change it cannot read alone, with a sentence, and goes on with the next', async () => {
    const body = { caption: 'After the unreadable ones' };
    const { res, results } = await forward([
      { user_id: camper.id, key: 'k'.repeat(201), method: 'POST', path: '/posts', body: { caption: 'Key too long' } },
      { user_id: camper.id, key: randomUUID(), method: 'POST', path: 'posts', body: { caption: 'No slash' } },
      { user_id: camper.id, key: randomUUID(), method: 'POST', path: '/posts', body },
    ]);
    expect(res.statusCode).toBe(200);
    expect(results).toMatchObject([
      { status: 400, body: { code: 'invalid_request', error: expect.stringContaining('key:') as unknown } },
      { status: 400, body: { code: 'invalid_request', error: expect.stringContaining('path must start with /') as unknown } },
      { status: 201 },
    ]);
    expect(await captions('Key too long')).toHaveLength(0);
    expect(await captions(body.caption)).toHaveLength(1);
  });
});
