import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport, AvatarResponse } from '../../contracts/profile-account.js';
import { serverErrors } from '../../contracts/error-codes.js';
import type { DirectoryUser, User } from '../../contracts/profile.js';
import { multipartBody, phoneJpeg } from '../support/posts-helpers.js';
import { createOneOfEverything, userRow } from '../support/camper-data.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let camper: TestUser, other: TestUser, admin: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  [camper, other, admin] = [await server.user('camper'), await server.user('camper'), await server.user('admin')];
});
afterAll(async () => server.close());

const MB = 1024 * 1024;

async function uploadAvatar(who: TestUser, file: { bytes: Buffer; name: string; type: string; field?: string }) {
  const body = await multipartBody({}, { field: 'avatar', ...file });
  return server.app.inject({
    method: 'POST',
    url: '/api/users/me/avatar',
    headers: { ...body.headers, ...bearer(who) },
    payload: body.payload,
  });
}

const png = (w = 300, h = 200) =>
  sharp({ create: { width: w, height: h, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe('POST /users/me/avatar', () => {
  it('keeps a square, re-encoded copy without EXIF, and the person appears with it everywhere', async () => {
    const res = await uploadAvatar(camper, { bytes: await phoneJpeg(1200, 800), name: 'me.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const { avatar_url, user } = res.json<AvatarResponse>();
    expect(avatar_url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.jpg\?exp=\d+&sig=[\w-]+$/);
    expect(user.avatar_url).toBe(avatar_url);
    expect(user.profile.avatar_url).toBe(avatar_url);

    const served = await server.app.inject({ method: 'GET', url: avatar_url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 512]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes('CampPhone')).toBe(false);

    const me = await server.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(camper) });
    expect(me.json<{ user: User }>().user.avatar_url).toBe(avatar_url);
    const all = await server.app.inject({ method: 'GET', url: '/api/users/all', headers: bearer(other) });
    expect(all.json<{ users: DirectoryUser[] }>().users.find((u) => u.id === camper.id)?.avatar_url).toBe(avatar_url);
  });

  it('accepts PNG and GIF by their bytes, whatever the name says', async () => {
    expect((await uploadAvatar(camper, { bytes: await png(), name: 'avatar.png', type: 'image/png' })).statusCode).toBe(200);
    const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#228833' } })
      .gif()
      .toBuffer();
    expect((await uploadAvatar(camper, { bytes: gif, name: 'no-extension', type: 'application/octet-stream' })).statusCode).toBe(200);
  });

  it.each([
    [
      'a WebP image',
      async () =>
        sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
          .webp()
          .toBuffer(),
      'face.webp',
      'image/webp',
    ],
    ['a text file renamed to .png', async () => Buffer.from('this is not a picture at all'), 'face.png', 'image/png'],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'face.svg', 'image/svg+xml'],
  ])('refuses %s with the §5 sentence', async (_name, make, name, type) => {
    const res = await uploadAvatar(camper, { bytes: await make(), name, type });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: serverErrors.avatar_type, code: 'avatar_type' });
  });

  it('takes exactly 5 MB and refuses one byte more (and a 12 MB file) with the 5MB sentence', async () => {
    const jpeg = await phoneJpeg(400, 400);
    const exactly = Buffer.concat([jpeg, Buffer.alloc(5 * MB - jpeg.length)]);
    expect((await uploadAvatar(camper, { bytes: exactly, name: 'big.jpg', type: 'image/jpeg' })).statusCode).toBe(200);
    for (const size of [5 * MB + 1, 12 * MB]) {
      const res = await uploadAvatar(camper, {
        bytes: Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]),
        name: 'huge.jpg',
        type: 'image/jpeg',
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: 'File size must be less than 5MB', code: 'avatar_size' });
    }
  });

  it('refuses a form without the avatar field, and JSON, with a sentence', async () => {
    const wrongField = await uploadAvatar(camper, { bytes: await png(), name: 'a.png', type: 'image/png', field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json<{ error: string }>().error).toBe(serverErrors.avatar_type);
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: bearer(camper),
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('removes the previous file when the avatar is replaced, and needs a session', async () => {
    const first = (await uploadAvatar(other, { bytes: await png(), name: 'a.png', type: 'image/png' })).json<AvatarResponse>();
    await uploadAvatar(other, { bytes: await png(90, 90), name: 'b.png', type: 'image/png' });
    expect((await server.app.inject({ method: 'GET', url: first.avatar_url })).statusCode).toBe(404);
    const body = await multipartBody({}, { field: 'avatar', bytes: await png(), name: 'a.png', type: 'image/png' });
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("sends the person's posts again in the next pull, with the new avatar", async () => {
    const post = await server.app.inject({ method: 'POST', url: '/api/posts', headers: bearer(other), payload: { caption: 'Hello' } });
    expect(post.statusCode).toBe(201);
    const { cursor } = (await server.app.inject({ method: 'GET', url: '/api/pull', headers: bearer(camper) })).json<{ cursor: string }>();
    await new Promise((r) => setTimeout(r, 5));
    const { avatar_url } = (
      await uploadAvatar(other, { bytes: await png(120, 80), name: 'c.png', type: 'image/png' })
    ).json<AvatarResponse>();
    // The cursor is taken a few seconds early, so a delta from it holds the change.
    const delta = (await server.app.inject({ method: 'GET', url: `/api/pull?cursor=${cursor}`, headers: bearer(camper) })).json<{
      tables: Record<string, { items: { id: string; user?: { avatar: string | null }; avatar_url?: string | null }[] }>;
    }>();
    expect(delta.tables.posts?.items.find((p) => p.id === post.json<{ id: string }>().id)?.user?.avatar).toBe(avatar_url);
    expect(delta.tables.users?.items.find((u) => u.id === other.id)?.avatar_url).toBe(avatar_url);
  });
});

describe('the profile table of the replication stream', () => {
  it("brings the person's own full record, and the personal-info changes after it, to their phone only", async () => {
    const me = await server.user('camper', { phone: '555-0100', dietaryRestrictions: 'No nuts' });
    type Pulled = { cursor: string; tables: Record<string, { items: User[] }> };
    const first = (await server.app.inject({ method: 'GET', url: '/api/pull', headers: bearer(me) })).json<Pulled>();
    expect(first.tables.profile?.items).toEqual([
      expect.objectContaining({
        id: me.id,
        email: me.email,
        profile: expect.objectContaining({ phone: '555-0100', dietary_restrictions: 'No nuts' }) as unknown,
      }),
    ]);
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(me),
      payload: { emergency_contact: 'Grandma 555-0199' },
    });
    expect(put.statusCode).toBe(200);
    const delta = (await server.app.inject({ method: 'GET', url: `/api/pull?cursor=${first.cursor}`, headers: bearer(me) })).json<Pulled>();
    expect(delta.tables.profile?.items[0]?.profile.emergency_contact).toBe('Grandma 555-0199');
    const theirs = (await server.app.inject({ method: 'GET', url: '/api/pull', headers: bearer(other) })).json<Pulled>();
    expect(theirs.tables.profile?.items.map((u) => u.id)).toEqual([other.id]);
  });
});

describe('GET /users/me/export', () => {
  it("holds each kind of data the person created, nobody else's, as a dated download", async () => {
    const made = await createOneOfEverything(server, camper, other, admin);
    const res = await server.app.inject({ method: 'GET', url: '/api/users/me/export', headers: bearer(camper) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="camp-weekend-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json<AccountExport>();
    expect(data.account).toMatchObject({ id: camper.id, email: camper.email });
    const row = await userRow(server, camper.id);
    expect(JSON.stringify(data)).not.toContain(row?.passwordHash);
    expect(JSON.stringify(data)).not.toContain('password_hash');
    expect(data.posts.map((p) => p.id)).toEqual([made.photoPost.id]);
    expect(data.posts[0]?.image_url).toBe(made.photoPost.image);
    expect(data.comments).toEqual([expect.objectContaining({ id: made.commentId, post_id: made.otherPost.id, text: 'What a day!' })]);
    expect(data.likes).toEqual([expect.objectContaining({ post_id: made.otherPost.id })]);
    expect(data.votes).toEqual([expect.objectContaining({ poll_id: made.poll.id, option: 'Pancakes' })]);
    expect(data.rsvps).toEqual([expect.objectContaining({ event_id: made.event.id, title: made.event.title })]);
    expect(data.messages).toEqual([
      expect.objectContaining({ id: made.messageId, conversation_id: made.conversation.id, content: 'See you at the lake' }),
    ]);
    expect(data.reflections).toEqual([
      expect.objectContaining({ id: made.reflection.id, high: 'The lake', low: 'Rain', glitter: 'Stars', is_public: false }),
    ]);
    expect(data.packing).toEqual([expect.objectContaining({ item_id: made.packingItemId, is_checked: true })]);
    expect(data.instagram).toBeNull();

    const theirs = (await server.app.inject({ method: 'GET', url: '/api/users/me/export', headers: bearer(other) })).json<AccountExport>();
    expect(theirs.posts.map((p) => p.id)).toContain(made.otherPost.id);
    expect(theirs.comments).toEqual([]);
    expect(theirs.reflections).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/users/me/export' })).statusCode).toBe(401);
  });
});
