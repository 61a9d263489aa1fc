/**
 * The photo address probe: only the server's own image fields are signed (contracts/stored-upload.ts). A real photo's
 * path typed into any text a person can write (a name, a caption, a comment, a message, a poll, an event, a rule, a
 * reflection, a camp) comes back as the text it is, in the direct answer, the batch, the pull and the socket, never
 * with `?exp=&sig=`: knowing a photo's name (a leaked link, a conversation left) gives no way to see it again. The
 * server's own image fields still carry an address that works, and one past its expiry stays refused.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Conversation, Message } from '../../contracts/chat.js';
import type { PullResponse } from '../../contracts/replication.js';
import { multipartBody, phoneJpeg } from '../support/posts-helpers.js';
import { bearer, createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser, organizer: TestUser;
let alice: TestUser, carol: TestUser, mallory: TestUser;
let now = Date.now();
/** Alice's photo message in her group with Carol, which Mallory was never in and Carol leaves. */
let group: Conversation;
let photo: Message;
/** The photo's path on the server, as anyone who once saw its address knows it. */
let path = '';
const inject = injectAs(() => server);
const signed = /\?exp=\d+&sig=[\w-]+$/;

/** Every text the socket brought this person. */
async function socketOf(who: TestUser): Promise<{ texts: string[]; close: () => void }> {
  const { port } = server.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${who.token}`);
  const texts: string[] = [];
  ws.on('message', (data: Buffer) => texts.push(data.toString()));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { texts, close: () => ws.close() };
}

const pull = async (who: TestUser) => (await inject('GET', '/pull', who)).json<PullResponse>();
const getPhoto = async (url: string) => (await server.app.inject({ method: 'GET', url })).statusCode;

beforeAll(async () => {
  ({ server, admin, organizer } = await createServerWithRoles({ now: () => now }));
  [alice, carol, mallory] = await Promise.all([server.user(), server.user(), server.user()]);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  group = (await inject('POST', '/conversations', alice, { type: 'group', name: 'Cabin 4', member_ids: [carol.id] })).json<Conversation>();
  const form = await multipartBody(
    { content: 'Our secret fort', type: 'image' },
    { field: 'image', bytes: await phoneJpeg(800, 600), name: 'fort.jpg', type: 'image/jpeg' },
  );
  const sent = await server.app.inject({
    method: 'POST',
    url: `/api/conversations/${group.id}/messages`,
    headers: { ...form.headers, ...bearer(alice) },
    payload: form.payload,
  });
  expect(sent.statusCode).toBe(201);
  photo = sent.json<Message>();
  path = (photo.image_url ?? '').split('?')[0] ?? '';
  expect(path).toMatch(/^\/uploads\/messages\/[\w-]+\.jpg$/);
});
afterAll(async () => {
  await server?.close();
});

/** The answer carries the typed path as text, and nowhere a signed address of it. */
function expectUnsigned(text: string, where: string): void {
  expect(text, where).toContain(JSON.stringify(path));
  expect(text, where).not.toContain(`${path}?`);
}

describe('the photo address probe', () => {
  it('answers a photo path typed into any text as text, in the answer, the batch, the pull and the socket', async () => {
    const socket = await socketOf(mallory);
    try {
      const registered = await server.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: `probe-${Date.now()}@camp.test`,
          password: 'password-123',
          first_name: path,
          last_name: path,
          date_of_birth: '1990-04-02',
        },
      });
      expect(registered.statusCode).toBe(201);
      expectUnsigned(registered.body, 'registration');

      const profile = { first_name: path, last_name: path, emergency_contact: path, dietary_restrictions: path };
      const post = await inject('POST', '/posts', mallory, { caption: path });
      expect(post.statusCode).toBe(201);
      const postId = post.json<{ id: string }>().id;
      const camps = (await inject('GET', '/reflections/camps', mallory)).json<{ id: string }[]>();
      const chat = await inject('POST', '/conversations', mallory, {
        type: 'group',
        name: path,
        description: path,
        member_ids: [alice.id],
      });
      const chatId = chat.json<Conversation>().id;
      const writes: [string, Promise<{ statusCode: number; body: string }>][] = [
        ['profile', inject('PUT', '/users/me', mallory, profile)],
        ['comment', inject('POST', `/posts/${postId}/comments`, mallory, { text: path })],
        ['message', inject('POST', `/conversations/${chatId}/messages`, mallory, { content: path, type: 'text' })],
        ['reflection', inject('POST', '/reflections', mallory, { camp_id: camps[0]?.id, high: path, low: path, glitter: path })],
        ['poll', inject('POST', '/admin/polls', admin, { question: path, options: [path, 'Canoe'] })],
        [
          'event',
          inject('POST', '/admin/events', organizer, {
            title: path,
            description: path,
            location: path,
            event_time: new Date(now + 86_400_000).toISOString(),
          }),
        ],
        ['rule', inject('POST', '/rules', organizer, { title: path, description: path })],
        [
          'camp',
          inject('POST', '/admin/camps', admin, {
            name: path,
            location: path,
            address: path,
            image_url: path,
            start_date: '2026-08-01T00:00:00Z',
            end_date: '2026-08-03T00:00:00Z',
          }),
        ],
      ];
      expectUnsigned(post.body, 'caption');
      expectUnsigned(chat.body, 'conversation');
      for (const [where, answer] of writes) {
        const { statusCode, body } = await answer;
        expect(statusCode, `${where}: ${body}`).toBeLessThan(300);
        expectUnsigned(body, where);
      }
      const batch = await inject('POST', '/sync', mallory, {
        operations: [{ id: crypto.randomUUID(), method: 'POST', path: `/posts/${postId}/comments`, body: { text: path } }],
      });
      expect(batch.json<{ results: { status: number }[] }>().results.map((r) => r.status)).toEqual([201]);
      expectUnsigned(batch.body, 'batch');

      const pulled = JSON.stringify(await pull(mallory));
      expectUnsigned(pulled, 'pull');
      for (const table of ['posts', 'conversations', 'messages', 'users', 'profile', 'polls', 'events', 'rules', 'camps', 'reflections']) {
        const items = (await pull(mallory)).tables[table]?.items ?? [];
        expect(JSON.stringify(items), table).toContain(JSON.stringify(path));
      }
      expect(pulled).not.toContain(`${path}?`);

      const told = () => socket.texts.filter((t) => t.includes('"new_message"') || t.includes('"conversation_created"'));
      await expect.poll(() => told().length, { timeout: 10_000, interval: 50 }).toBe(2);
      for (const text of told()) expectUnsigned(text, 'socket');
    } finally {
      socket.close();
    }
  });

  it("signs the server's own image fields, in the answer, the pull and the socket, at an address that works, and only them", async () => {
    expect(photo.image_url).toMatch(signed);
    expect(photo.thumb_url).toMatch(signed);
    const socket = await socketOf(carol);
    try {
      // A photo whose caption is a photo's path: the photo signed, the caption text.
      const form = await multipartBody(
        { content: path, type: 'image' },
        { field: 'image', bytes: await phoneJpeg(600, 400), name: 'lake.jpg', type: 'image/jpeg' },
      );
      const sent = await server.app.inject({
        method: 'POST',
        url: `/api/conversations/${group.id}/messages`,
        headers: { ...form.headers, ...bearer(alice) },
        payload: form.payload,
      });
      const lake = sent.json<Message>();
      expectUnsigned(sent.body, 'photo message');
      const event = () =>
        socket.texts.map((t) => JSON.parse(t) as { type: string; message?: Message }).find((e) => e.message?.id === lake.id);
      await expect.poll(() => event()?.message?.image_url, { timeout: 10_000, interval: 50 }).toMatch(signed);
      expect(event()?.message?.content).toBe(path);
      const pulled = (await pull(carol)).tables.messages?.items as Message[];
      const inPull = pulled.find((m) => m.id === photo.id);
      for (const url of [lake.image_url, lake.thumb_url, event()?.message?.thumb_url, inPull?.image_url, inPull?.thumb_url]) {
        expect(url).toMatch(signed);
        expect(await getPhoto(url ?? '')).toBe(200);
      }
    } finally {
      socket.close();
    }
  });

  it('gives someone who left the conversation no new address, and refuses the one they held once it expires', async () => {
    const held = ((await pull(carol)).tables.messages?.items as Message[]).find((m) => m.id === photo.id)?.image_url ?? '';
    expect(held).toMatch(signed);
    expect((await inject('POST', `/conversations/${group.id}/leave`, carol)).statusCode).toBe(200);
    const typed = await inject('PUT', '/users/me', carol, { dietary_restrictions: path });
    expectUnsigned(typed.body, 'profile after leaving');
    const pulled = JSON.stringify(await pull(carol));
    expect(pulled).not.toContain(`${path}?`);

    const saved = now;
    try {
      now = Number(new URL(held, 'http://camp').searchParams.get('exp')) * 1000;
      expect(await getPhoto(held)).toBe(403);
      expectUnsigned((await inject('PUT', '/users/me', carol, { emergency_contact: path })).body, 'profile once expired');
      expect(JSON.stringify(await pull(carol))).not.toContain(`${path}?`);
      // Alice, still a member, gets the photo signed anew.
      const fresh = ((await pull(alice)).tables.messages?.items as Message[]).find((m) => m.id === photo.id)?.image_url ?? '';
      expect(fresh).not.toBe(held);
      expect(await getPhoto(fresh)).toBe(200);
    } finally {
      now = saved;
    }
  });
});
