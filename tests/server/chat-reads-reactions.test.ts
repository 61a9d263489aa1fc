import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../contracts/chat.js';
import { multipartBody, phoneJpeg } from '../support/posts-helpers.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let alice: TestUser, bob: TestUser, carol: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  [alice, bob, carol] = await Promise.all([server.user(), server.user(), server.user()]);
});
afterAll(async () => server?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: TestUser, payload?: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url: `/api${url}`, headers: { ...bearer(who), ...headers }, ...(payload ? { payload } : {}) });

async function group(who: TestUser, members: TestUser[]): Promise<Conversation> {
  const res = await call('POST', '/conversations', who, {
    type: 'group',
    name: `Cabin ${randomUUID().slice(0, 4)}`,
    member_ids: members.map((m) => m.id),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Conversation>();
}

async function send(who: TestUser, conversationId: string, body: object): Promise<Message> {
  const res = await call('POST', `/conversations/${conversationId}/messages`, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Message>();
}

async function unreadOf(who: TestUser, conversationId: string): Promise<number | undefined> {
  const list = (await call('GET', '/conversations', who)).json<Conversation[]>();
  return list.find((c) => c.id === conversationId)?.unread_count;
}

async function pulledConversation(who: TestUser, conversationId: string, cursor?: string) {
  const res = await call('GET', `/pull${cursor ? `?cursor=${cursor}` : ''}`, who);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ cursor: string; tables: Record<string, { items: { id: string }[] }> }>();
  const items = (body.tables.conversations?.items ?? []) as Conversation[];
  const messages = (body.tables.messages?.items ?? []) as Message[];
  return { cursor: body.cursor, conversation: items.find((c) => c.id === conversationId), messages };
}

describe('unread counts', () => {
  it("counts others' messages after the caller's last read, in the list and the stream, through reads and a leave", async () => {
    const chat = await group(alice, [bob, carol]);
    await send(alice, chat.id, { content: 'Lake at 4?' });
    await send(alice, chat.id, { content: 'Bring towels' });
    await send(bob, chat.id, { content: 'Yes!' });
    expect(await unreadOf(bob, chat.id)).toBe(2);
    expect(await unreadOf(carol, chat.id)).toBe(3);
    expect(await unreadOf(alice, chat.id)).toBe(1);
    const first = await pulledConversation(carol, chat.id);
    expect(first.conversation).toMatchObject({ unread_count: 3, last_read_at: null });

    // Bob reads: his count is 0, Carol's stays (a read is per member, even once every message shows read).
    expect((await call('POST', `/conversations/${chat.id}/read`, bob)).statusCode).toBe(200);
    expect(await unreadOf(bob, chat.id)).toBe(0);
    expect(await unreadOf(carol, chat.id)).toBe(3);
    expect((await call('POST', `/conversations/${chat.id}/read`, carol)).statusCode).toBe(200);
    expect(await unreadOf(carol, chat.id)).toBe(0);

    // Carol's other phone hears of her read through the stream.
    const again = await pulledConversation(carol, chat.id, first.cursor);
    expect(again.conversation?.unread_count).toBe(0);
    expect(again.conversation?.last_read_at).not.toBeNull();

    await send(alice, chat.id, { content: 'On my way' });
    expect(await unreadOf(carol, chat.id)).toBe(1);
    expect(await unreadOf(bob, chat.id)).toBe(1);
    const later = await pulledConversation(carol, chat.id, again.cursor);
    expect(later.conversation?.unread_count).toBe(1);

    // Bob leaves: the conversation and its unread message are no longer his, and counts of others are unchanged.
    expect((await call('POST', `/conversations/${chat.id}/leave`, bob)).statusCode).toBe(200);
    expect(await unreadOf(bob, chat.id)).toBeUndefined();
    await send(alice, chat.id, { content: 'Bob left' });
    expect(await unreadOf(carol, chat.id)).toBe(2);
    // Alice never read Bob's "Yes!".
    expect(await unreadOf(alice, chat.id)).toBe(1);
  });

  it('reading with nothing unread changes nothing', async () => {
    const chat = await group(alice, [bob]);
    await send(alice, chat.id, { content: 'hi' });
    await call('POST', `/conversations/${chat.id}/read`, bob);
    const readAt = (await call('GET', `/conversations/${chat.id}`, bob)).json<Conversation>().last_read_at;
    await call('POST', `/conversations/${chat.id}/read`, bob);
    expect((await call('GET', `/conversations/${chat.id}`, bob)).json<Conversation>().last_read_at).toBe(readAt);
  });
});

describe('reactions', () => {
  const react = (who: TestUser, chatId: string, messageId: string, body: object, key = randomUUID()) =>
    call('POST', `/conversations/${chatId}/messages/${messageId}/reactions`, who, body, { 'idempotency-key': key });

  it('keeps set semantics: each change replayed twice counts once, and counts and mine are per reader', async () => {
    const chat = await group(alice, [bob, carol]);
    const message = await send(alice, chat.id, { content: 'Meet at the lake at 4?' });
    const on = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const res = await react(bob, chat.id, message.id, { emoji: '👍', on: true }, on);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message_id: message.id, reactions: [{ emoji: '👍', count: 1, mine: true }] });
    }
    // The same wish under a new key (a second tap that was queued) is still one reaction.
    await react(bob, chat.id, message.id, { emoji: '👍', on: true });
    await react(carol, chat.id, message.id, { emoji: '👍', on: true });
    await react(carol, chat.id, message.id, { emoji: '🔥', on: true });
    const seen = (await call('GET', `/conversations/${chat.id}/messages`, alice)).json<Message[]>();
    expect(seen.find((m) => m.id === message.id)?.reactions).toEqual([
      { emoji: '👍', count: 2, mine: false },
      { emoji: '🔥', count: 1, mine: false },
    ]);

    const off = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const res = await react(bob, chat.id, message.id, { emoji: '👍', on: false }, off);
      expect(res.json()).toEqual({
        message_id: message.id,
        reactions: [
          { emoji: '👍', count: 1, mine: false },
          { emoji: '🔥', count: 1, mine: false },
        ],
      });
    }
    const forBob = (await call('GET', `/conversations/${chat.id}/messages`, bob)).json<Message[]>();
    expect(forBob.find((m) => m.id === message.id)?.reactions).toEqual([
      { emoji: '👍', count: 1, mine: false },
      { emoji: '🔥', count: 1, mine: false },
    ]);
  });

  it('sends a reacted message again through the stream', async () => {
    const chat = await group(alice, [bob]);
    const message = await send(alice, chat.id, { content: 'Canoes at 10' });
    const { cursor } = await pulledConversation(alice, chat.id);
    await react(bob, chat.id, message.id, { emoji: '❤️', on: true });
    const delta = await pulledConversation(alice, chat.id, cursor);
    expect(delta.messages.find((m) => m.id === message.id)?.reactions).toEqual([{ emoji: '❤️', count: 1, mine: false }]);
  });

  it('refuses what is not one emoji, non-members, and unknown messages', async () => {
    const chat = await group(alice, [bob]);
    const message = await send(alice, chat.id, { content: 'ok?' });
    for (const emoji of ['', 'yes', '👍👍', 'a👍', '👍'.repeat(20)]) {
      const res = await react(bob, chat.id, message.id, { emoji, on: true });
      expect(res.statusCode, emoji).toBe(400);
      expect(res.json<{ error: string }>().error).toContain('A reaction is a single emoji.');
    }
    for (const emoji of ['👍🏽', '🇫🇷', '👨‍👩‍👧'])
      expect((await react(bob, chat.id, message.id, { emoji, on: true })).statusCode, emoji).toBe(200);
    expect((await react(carol, chat.id, message.id, { emoji: '👍', on: true })).statusCode).toBe(403);
    expect((await react(bob, chat.id, randomUUID(), { emoji: '👍', on: true })).statusCode).toBe(404);
  });
});

describe('replies', () => {
  it('quotes the first 100 characters, "Photo" for a photo, and says when the original was deleted', async () => {
    const chat = await group(alice, [bob]);
    const long = 'x'.repeat(150);
    const original = await send(alice, chat.id, { content: long });
    const reply = await send(bob, chat.id, { content: 'Agreed', reply_to_id: original.id });
    expect(reply.reply_to).toEqual({
      id: original.id,
      sender_name: `${original.Sender?.profile.first_name} ${original.Sender?.profile.last_name}`,
      preview: 'x'.repeat(100),
      state: 'text',
    });

    const { cursor } = await pulledConversation(bob, chat.id);
    expect((await call('DELETE', `/conversations/${chat.id}/messages/${original.id}`, alice)).statusCode).toBe(200);
    const listed = (await call('GET', `/conversations/${chat.id}/messages`, bob)).json<Message[]>();
    expect(listed.find((m) => m.id === reply.id)?.reply_to).toEqual({
      id: original.id,
      sender_name: null,
      preview: 'This message was deleted',
      state: 'deleted',
    });
    // Phones holding the reply get it again with the new quote.
    const delta = await pulledConversation(bob, chat.id, cursor);
    expect(delta.messages.find((m) => m.id === reply.id)?.reply_to?.state).toBe('deleted');
    // A reply queued offline to a message deleted meanwhile still arrives.
    const late = await send(bob, chat.id, { content: 'late', reply_to_id: original.id });
    expect(late.reply_to?.state).toBe('deleted');
  });

  it('refuses a reply to a message of another conversation', async () => {
    const one = await group(alice, [bob]);
    const other = await group(alice, [bob]);
    const elsewhere = await send(alice, other.id, { content: 'elsewhere' });
    const res = await call('POST', `/conversations/${one.id}/messages`, bob, { content: 'hm', reply_to_id: elsewhere.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'You can only reply to a message of this conversation.', code: 'reply_not_here' });
  });
});

describe('photo messages', () => {
  const upload = async (
    who: TestUser,
    chatId: string,
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string; type: string },
  ) => {
    const body = await multipartBody(fields, file);
    return server.app.inject({
      method: 'POST',
      url: `/api/conversations/${chatId}/messages`,
      headers: { ...body.headers, ...bearer(who), 'idempotency-key': randomUUID() },
      payload: body.payload,
    });
  };

  it('stores the photo upright, downscaled, without EXIF, at a signed address, and a reply quotes it as Photo', async () => {
    const chat = await group(alice, [bob]);
    const id = randomUUID();
    const res = await upload(
      alice,
      chat.id,
      { id, content: 'The lake!' },
      { bytes: await phoneJpeg(3000, 1200), name: 'IMG_1.jpg', type: 'image/jpeg' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json<Message>();
    expect(message).toMatchObject({ id, type: 'image', content: 'The lake!' });
    expect(message.image_url).toMatch(/^\/uploads\/messages\/[0-9a-f-]+\.jpg\?exp=\d+&sig=[\w-]+$/);
    const served = await server.app.inject({ method: 'GET', url: message.image_url ?? '' });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('CampPhone')).toBe(false);
    expect([meta.width, meta.height]).toEqual([819, 2048]);

    // Sent again (the outbox replays it): the same message, no second one.
    const again = await upload(alice, chat.id, { id }, { bytes: await phoneJpeg(300, 200), name: 'IMG_1.jpg', type: 'image/jpeg' });
    expect(again.statusCode).toBe(200);
    expect(again.json<Message>().image_url).toBe(message.image_url);
    const all = (await call('GET', `/conversations/${chat.id}/messages`, bob)).json<Message[]>();
    expect(all.filter((m) => m.type === 'image')).toHaveLength(1);

    const reply = await send(bob, chat.id, { content: 'Wow', reply_to_id: id });
    expect(reply.reply_to).toMatchObject({ preview: 'Photo', state: 'photo' });
  });

  it('validates the form: a photo without a caption is fine; no photo and no text, or a file that is no image, are refused', async () => {
    const chat = await group(alice, [bob]);
    const bare = await upload(alice, chat.id, {}, { bytes: await phoneJpeg(200, 100), name: 'a.jpg', type: 'image/jpeg' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json<Message>()).toMatchObject({ type: 'image', content: '' });

    const empty = await upload(alice, chat.id, { content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Message cannot be empty', code: 'message_empty' });
    const noImage = await upload(alice, chat.id, { content: 'look', type: 'image' });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual({ error: 'Please choose a photo to send.', code: 'image_required' });
    const script = await upload(
      alice,
      chat.id,
      { content: 'x' },
      { bytes: Buffer.from('#!/bin/sh\necho hi\n'), name: 'p.jpg', type: 'image/jpeg' },
    );
    expect(script.statusCode).toBe(415);
    expect(script.json()).toEqual({ error: 'Please select an image file', code: 'not_an_image' });
    const badId = await upload(
      alice,
      chat.id,
      { id: 'not-a-uuid' },
      { bytes: await phoneJpeg(200, 100), name: 'a.jpg', type: 'image/jpeg' },
    );
    expect(badId.statusCode).toBe(400);
    const outsider = await upload(carol, chat.id, {}, { bytes: await phoneJpeg(200, 100), name: 'a.jpg', type: 'image/jpeg' });
    expect(outsider.statusCode).toBe(403);
    const messages = (await call('GET', `/conversations/${chat.id}/messages`, alice)).json<Message[]>();
    expect(messages).toHaveLength(1);
  });

  it('removes the photo files when the message is deleted', async () => {
    const chat = await group(alice, [bob]);
    const res = await upload(alice, chat.id, {}, { bytes: await phoneJpeg(200, 100), name: 'a.jpg', type: 'image/jpeg' });
    const message = res.json<Message>();
    const key = (message.image_url ?? '').split('?')[0]?.replace('/uploads/', '') ?? '';
    expect(await server.app.ctx.images.sizeOf(key)).not.toBeNull();
    expect((await call('DELETE', `/conversations/${chat.id}/messages/${message.id}`, alice)).statusCode).toBe(200);
    expect(await server.app.ctx.images.sizeOf(key)).toBeNull();
  });
});
