/**
 * POST /api/hub/forward, the cloud's side of a camp hub sending up what it accepted at camp: each change runs as
 * its author with the phone's key, so it is made once with the phone's ids whichever way it reaches the cloud;
 * the cloud's verdict stands (a full event refuses, and its author gets the "Not saved" notice); a photo comes
 * as its form and is the same change as the phone's own upload, or as the files the hub made of it, put ahead and kept
 * as they are. Without a live hub key: 401.
 */
import { createHash, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../contracts/chat.js';
import type { CampEvent } from '../../contracts/events.js';
import type { Post } from '../../contracts/feed.js';
import type { ForwardedOperation, ForwardedResult } from '../../contracts/hub-forward.js';
import { PHOTO_MAX_BYTES } from '../../contracts/photo-rules.js';
import { uploadKey } from '../../server/storage/upload-keys.js';
import { phoneJpeg, postForm } from '../support/posts-helpers.js';
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
  return postForm(server, camper, fields, { bytes, name: filename, type: 'image/jpeg' }, key);
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

  it('records a read made at camp at the moment the hub made it, a moment a phone cannot give', async () => {
    const started = await as('POST', '/conversations', organizer, { type: 'direct', member_ids: [camper.id] });
    const conversation = started.json<{ id: string }>().id;
    const send = async (content: string) =>
      (await as('POST', `/conversations/${conversation}/messages`, organizer, { content, type: 'text' })).json<Message>();
    /** The receipts the sender's phone pulls since `cursor`, by message. */
    const pull = async (cursor?: string) => {
      const url = cursor ? `/pull?cursor=${cursor}` : '/pull';
      const pulled = (await as('GET', url, organizer)).json<{ cursor: string; tables: Record<string, { items: Message[] }> }>();
      return { cursor: pulled.cursor, readAt: new Map(pulled.tables.messages?.items.map((m) => [m.id, m.read_at])) };
    };
    const readUp = (madeAt: string) =>
      forward([
        {
          user_id: camper.id,
          key: randomUUID(),
          command: 'chat.read',
          params: { id: conversation },
          method: 'POST',
          path: `/conversations/${conversation}/read`,
          made_at: madeAt,
        },
      ]);

    /** The live "messages read" events the members' sockets are sent, by message. */
    const told = new Map<string, string>();
    const { hub } = server.app.ctx;
    const sendLive = hub.send.bind(hub);
    hub.send = async (userIds, event) => {
      const read = event as { type: string; message_ids?: string[]; read_at?: string };
      if (read.type === 'messages_read') read.message_ids?.forEach((id) => told.set(id, read.read_at ?? ''));
      return sendLive(userIds, event);
    };

    // Sent an hour ago, read at camp half an hour later, and the read goes up now.
    const early = await send('Canoes at ten');
    await server.database.db.execute(sql`update messages set created_at = created_at - interval '1 hour' where id = ${early.id}`);
    const readAtCamp = new Date(Date.parse(early.created_at) - 30 * 60_000).toISOString();
    const { cursor } = await pull();
    expect((await readUp(readAtCamp)).results).toMatchObject([{ status: 200 }]);
    // The sender's phone, which pulled after that moment, still gets the receipt, and its open socket was told the same.
    expect((await pull(cursor)).readAt.get(early.id)).toBe(readAtCamp);
    expect(told.get(early.id)).toBe(readAtCamp);

    // A hub whose clock runs ahead: the receipt is never in the future.
    const late = await send('Lunch moved to one');
    expect((await readUp('2099-01-01T00:00:00.000Z')).results).toMatchObject([{ status: 200 }]);
    expect(Date.parse((await pull()).readAt.get(late.id) ?? '')).toBeLessThanOrEqual(Date.now());

    // A phone's own read is recorded when the cloud makes it, whatever moment it names.
    const third = await send('Bring a torch');
    const op = { id: randomUUID(), command: 'chat.read', params: { id: conversation }, made_at: readAtCamp };
    expect((await as('POST', '/sync', camper, { operations: [op] })).json<{ results: { status: number }[] }>().results).toMatchObject([
      { status: 200 },
    ]);
    expect(Date.parse((await pull()).readAt.get(third.id) ?? '')).toBeGreaterThan(Date.parse(third.created_at));
  });

  it('tells the author of a change it cannot read that it was not saved, once, and nobody for an author gone', async () => {
    const key = randomUUID();
    const unreadable: Omit<ForwardedOperation, 'seq'>[] = [
      // The path unreadable: the notice carries the phone's key and says "Your change".
      { user_id: camper.id, key, method: 'POST', path: 'posts', body: { caption: 'No slash, told' } },
      // The key unreadable: the notice says what the path names.
      { user_id: camper.id, key: 'k'.repeat(201), method: 'POST', path: '/posts', body: { caption: 'Key too long, told' } },
      { user_id: randomUUID(), key: randomUUID(), method: 'POST', path: 'posts', body: { caption: 'Nobody to tell' } },
    ];
    const notices = async () => (await as('GET', '/notifications', camper)).json<{ title: string; message: string; changeId?: string }[]>();
    const withoutKey = async () => (await notices()).filter((n) => n.changeId?.startsWith('unreadable-'));
    const before = await withoutKey();
    const { results } = await forward(unreadable);
    expect(results).toMatchObject([{ status: 400 }, { status: 400 }, { status: 410, body: { code: 'hub_author_gone' } }]);
    // The hub sends them again under the same seq (its answer was lost): no second notice.
    const operations = unreadable.map((op, i) => ({ ...op, seq: seq - unreadable.length + 1 + i }));
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/hub/forward',
      headers: { authorization: `Hub ${hubKey}` },
      payload: { operations },
    });
    expect(again.statusCode).toBe(200);
    expect((await notices()).filter((n) => n.changeId === key)).toMatchObject([
      { title: 'Not saved', message: expect.stringMatching(/^Your change was not saved\. /) as unknown },
    ]);
    const told = (await withoutKey()).filter((n) => !before.some((b) => b.changeId === n.changeId));
    expect(told).toMatchObject([
      { title: 'Not saved', message: expect.stringMatching(/^Your change to a post was not saved\. /) as unknown },
    ]);
  });
});

describe('a photo larger than the cloud takes', () => {
  it('is refused 413, keeps nothing, and its author hears it was not saved', async () => {
    const key = randomUUID();
    const caption = 'The whole lake in one photo';
    const { results } = await forwardPhotoPost(key, { caption }, Buffer.alloc(PHOTO_MAX_BYTES + 1), 'lake.jpg');
    expect(results).toMatchObject([{ status: 413, body: { code: 'file_too_large' } }]);
    expect(await captions(caption)).toHaveLength(0);
    const notices = (await as('GET', '/notifications', camper)).json<{ title: string; message: string; changeId?: string }[]>();
    expect(notices.filter((n) => n.changeId === key)).toMatchObject([
      {
        title: 'Not saved',
        message: expect.stringMatching(/^Your change to a post was not saved\. File size must be less than 10MB/) as unknown,
      },
    ]);
  });
});

describe('PUT /api/hub/photos/{folder}/{name}, a photo the hub made', () => {
  /** Puts a file as a hub would. */
  const put = (key: string, bytes: Buffer, type: string, hub = hubKey) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/hub/photos/${key}`,
      headers: { authorization: `Hub ${hub}`, 'content-type': type },
      payload: bytes,
    });

  it('keeps the hub’s files as they are, under its keys, and the change naming them is the phone’s upload', async () => {
    const phone = await phoneJpeg(640, 480);
    const display = await sharp(phone).jpeg({ quality: 70 }).toBuffer();
    const thumb = await sharp(phone).resize(160).webp().toBuffer();
    const name = randomUUID();
    const keys = { display: `posts/${name}.jpg`, thumb: `posts/${name}-thumb.webp` };
    expect((await put(keys.display, display, 'image/jpeg', 'hub_not-a-key')).statusCode).toBe(401);
    // Checked by content: the thumbnail's WebP is no display JPEG; only the keys a hub makes for posts and messages.
    expect((await put(keys.display, thumb, 'image/jpeg')).json()).toMatchObject({ code: 'not_an_image' });
    expect((await put(`avatars/${name}.jpg`, display, 'image/jpeg')).json()).toMatchObject({ code: 'hub_photo_key' });
    // No larger than a photo may be.
    const tooLarge = await put(keys.display, Buffer.concat([display, Buffer.alloc(PHOTO_MAX_BYTES)]), 'image/jpeg');
    expect(tooLarge.statusCode).toBe(413);
    expect(await server.app.ctx.images.sizeOf(keys.display)).toBeNull();

    const key = randomUUID();
    const fields = { caption: 'Made at the hub, sent ahead' };
    const made = { field: 'image', filename: 'IMG_9.jpg', sha256: createHash('sha256').update(phone).digest('hex'), ...keys };
    const post = {
      user_id: camper.id,
      key,
      command: 'feed.post.create',
      method: 'POST' as const,
      path: '/posts',
      form: { fields, file: made },
    };
    // Named before its files are there: to send again, after them.
    expect((await forward([post])).results).toMatchObject([{ status: 503, body: { code: 'hub_photo_missing' } }]);
    expect((await put(keys.display, display, 'image/jpeg')).statusCode).toBe(204);
    expect((await put(keys.thumb, thumb, 'image/webp')).statusCode).toBe(204);
    // A message's photo is kept under messages/, never a post's.
    const { results: wrongFolder } = await forward([
      { ...post, key: randomUUID(), command: 'chat.message.send', path: `/conversations/${randomUUID()}/messages` },
    ]);
    expect(wrongFolder[0]?.status).toBeGreaterThanOrEqual(400);

    const { results } = await forward([post]);
    expect(results).toMatchObject([{ status: 201 }]);
    const answered = results[0]?.body as Post;
    expect(uploadKey(answered.image ?? '')).toBe(keys.display);
    expect(uploadKey(answered.thumb ?? '')).toBe(keys.thumb);
    const stored = await server.app.ctx.images.get(keys.display);
    expect(stored && (await buffer(stored.body)).equals(display)).toBe(true);
    // The phone sends its own file to the cloud from home under the same key: the same change, one post.
    const fromPhone = await uploadFromPhone(key, fields, phone, 'IMG_9.jpg');
    expect(fromPhone.headers['idempotent-replayed']).toBe('true');
    expect(await captions(fields.caption)).toHaveLength(1);
  });
});
