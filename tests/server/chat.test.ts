import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../contracts/chat.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser, organizer: TestUser, alice: TestUser, bob: TestUser, carol: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  [admin, organizer, alice, bob, carol] = await Promise.all([
    server.user('admin'),
    server.user('organizer'),
    server.user(),
    server.user(),
    server.user(),
  ]);
});
afterAll(async () => server?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: TestUser, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });

async function create(who: TestUser, body: object): Promise<Conversation> {
  const res = await call('POST', '/conversations', who, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<Conversation>();
}
const send = (who: TestUser, id: string, content: string, extra: object = {}) =>
  call('POST', `/conversations/${id}/messages`, who, { content, type: 'text', ...extra });

describe('new conversations (SPEC §5)', () => {
  it('refuses a direct conversation without exactly one other member', async () => {
    for (const member_ids of [[], [bob.id, carol.id], [alice.id]]) {
      const res = await call('POST', '/conversations', alice, { type: 'direct', member_ids });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Direct conversations require exactly one other member' });
    }
  });

  it('refuses a group without a name', async () => {
    const res = await call('POST', '/conversations', alice, { type: 'group', name: '  ', member_ids: [bob.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Group conversations require a name' });
  });

  it('returns the existing direct conversation of a pair instead of a second one', async () => {
    const first = await create(alice, { type: 'direct', member_ids: [bob.id] });
    const again = await call('POST', '/conversations', bob, { type: 'direct', member_ids: [alice.id] });
    expect(again.statusCode).toBe(200);
    expect(again.json<Conversation>().id).toBe(first.id);
    const list = (await call('GET', '/conversations', alice)).json<Conversation[]>();
    expect(list.filter((c) => c.type === 'direct' && c.Members.some((m) => m.user_id === bob.id))).toHaveLength(1);
  });

  it("keeps the phone's id of a conversation started offline, so sending it again makes no second one", async () => {
    const id = randomUUID();
    const first = await create(alice, { id, type: 'group', name: 'Canoe crew', member_ids: [bob.id] });
    expect(first.id).toBe(id);
    const again = await call('POST', '/conversations', alice, { id, type: 'group', name: 'Canoe crew', member_ids: [bob.id] });
    expect(again.statusCode).toBe(200);
    expect(again.json<Conversation>()).toMatchObject({ id, name: 'Canoe crew' });
    const taken = await call('POST', '/conversations', carol, { id, type: 'group', name: 'Mine', member_ids: [bob.id] });
    expect(taken.statusCode).toBe(409);
    const list = (await call('GET', '/conversations', bob)).json<Conversation[]>();
    expect(list.filter((c) => c.id === id)).toHaveLength(1);
  });

  it('lets only admins and organizers create a broadcast', async () => {
    expect((await call('POST', '/conversations', alice, { type: 'broadcast', name: 'News', member_ids: [bob.id] })).statusCode).toBe(403);
    expect((await call('POST', '/conversations', organizer, { type: 'broadcast', name: 'News', member_ids: [bob.id] })).statusCode).toBe(
      201,
    );
  });

  it('answers members with profiles and the last message first', async () => {
    const group = await create(alice, { type: 'group', name: 'Cabin 4', description: 'Our cabin', member_ids: [bob.id] });
    await send(alice, group.id, 'first');
    await send(bob, group.id, 'second');
    const list = (await call('GET', '/conversations', alice)).json<Conversation[]>();
    const shown = list.find((c) => c.id === group.id);
    expect(shown).toMatchObject({ name: 'Cabin 4', type: 'group', description: 'Our cabin', Messages: [{ content: 'second' }] });
    expect(shown?.last_message_at).toBeTruthy();
    expect(shown?.Members.map((m) => m.User?.profile.first_name).sort()).toEqual(expect.arrayContaining([expect.stringMatching(/^First/)]));
    expect(list[0]?.id).toBe(group.id);
  });
});

describe('the permissions matrix', () => {
  let group: Conversation;
  let broadcast: Conversation;
  beforeAll(async () => {
    group = await create(alice, { type: 'group', name: 'Canoe team', member_ids: [bob.id] });
    broadcast = await create(organizer, { type: 'broadcast', name: 'Announcements', member_ids: [alice.id, admin.id] });
  });

  it('lets members read and post, and refuses non-members with 403', async () => {
    expect((await send(bob, group.id, 'hello')).statusCode).toBe(201);
    expect((await call('GET', `/conversations/${group.id}/messages`, bob)).statusCode).toBe(200);
    expect((await call('GET', `/conversations/${group.id}`, alice)).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', `/conversations/${group.id}`],
      ['GET', `/conversations/${group.id}/messages`],
    ] as const) {
      expect((await call(method, url, carol)).statusCode).toBe(403);
      expect((await call(method, url, admin)).statusCode).toBe(403);
    }
    expect((await send(carol, group.id, 'let me in')).statusCode).toBe(403);
    expect((await call('POST', `/conversations/${group.id}/leave`, carol)).statusCode).toBe(403);
    expect((await call('GET', '/conversations', carol)).json<Conversation[]>().some((c) => c.id === group.id)).toBe(false);
  });

  it('answers 404 for a conversation that does not exist, 401 without a token', async () => {
    expect((await call('GET', `/conversations/${randomUUID()}`, alice)).statusCode).toBe(404);
    expect((await call('GET', '/conversations/not-an-id/messages', alice)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/conversations' })).statusCode).toBe(401);
  });

  it('lets only admins, organizers and the creator post to a broadcast', async () => {
    expect((await send(organizer, broadcast.id, 'Dinner at 6')).statusCode).toBe(201);
    expect((await send(admin, broadcast.id, 'Campfire at 9')).statusCode).toBe(201);
    const refused = await send(alice, broadcast.id, 'Can I post?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toMatch(/broadcast/);
    expect((await call('GET', `/conversations/${broadcast.id}/messages`, alice)).statusCode).toBe(200);
  });

  it('lets only the sender delete a message', async () => {
    const mine = (await send(alice, group.id, 'oops')).json<Message>();
    const refused = await call('DELETE', `/conversations/${group.id}/messages/${mine.id}`, bob);
    expect(refused.statusCode).toBe(403);
    expect((await call('DELETE', `/conversations/${group.id}/messages/${mine.id}`, alice)).statusCode).toBe(200);
    const left = (await call('GET', `/conversations/${group.id}/messages`, alice)).json<Message[]>();
    expect(left.some((m) => m.id === mine.id)).toBe(false);
  });

  it('refuses to leave a direct conversation, and lets a member leave a group', async () => {
    const direct = await create(alice, { type: 'direct', member_ids: [carol.id] });
    const refused = await call('POST', `/conversations/${direct.id}/leave`, alice);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Direct conversations cannot be left.' });
    expect((await call('POST', `/conversations/${group.id}/leave`, bob)).statusCode).toBe(200);
    expect((await call('GET', `/conversations/${group.id}/messages`, bob)).statusCode).toBe(403);
    expect((await call('GET', '/conversations', bob)).json<Conversation[]>().some((c) => c.id === group.id)).toBe(false);
  });
});

describe('messages', () => {
  it('stores a replayed client id once and returns the same row', async () => {
    const direct = await create(bob, { type: 'direct', member_ids: [carol.id] });
    const id = randomUUID();
    const first = await send(bob, direct.id, 'See you at the lake', { id });
    const replay = await send(bob, direct.id, 'See you at the lake', { id });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<Message>()).toEqual(first.json<Message>());
    const list = (await call('GET', `/conversations/${direct.id}/messages`, carol)).json<Message[]>();
    expect(list.filter((m) => m.id === id)).toHaveLength(1);
    expect((await send(carol, direct.id, 'not mine', { id })).statusCode).toBe(409);
  });

  it('refuses an empty message and returns the message with its Sender', async () => {
    const direct = await create(alice, { type: 'direct', member_ids: [organizer.id] });
    expect((await send(alice, direct.id, '   ')).statusCode).toBe(400);
    const sent = await send(alice, direct.id, '  Hi!  ');
    expect(sent.json<Message>()).toMatchObject({
      content: 'Hi!',
      type: 'text',
      sender_id: alice.id,
      read_at: null,
      Sender: { id: alice.id, email: alice.email },
    });
  });

  it('marks messages read when another member fetches them, and returns them chronologically', async () => {
    const direct = await create(admin, { type: 'direct', member_ids: [carol.id] });
    for (const text of ['one', 'two', 'three']) await send(admin, direct.id, text);
    const own = (await call('GET', `/conversations/${direct.id}/messages`, admin)).json<Message[]>();
    expect(own.map((m) => m.read_at)).toEqual([null, null, null]);
    const seen = (await call('GET', `/conversations/${direct.id}/messages`, carol)).json<Message[]>();
    expect(seen.map((m) => m.content)).toEqual(['one', 'two', 'three']);
    // Distinct and increasing even at the millisecond precision of JSON, so the phone keeps the order.
    const times = seen.map((m) => m.created_at);
    expect(new Set(times).size).toBe(3);
    expect([...times].sort()).toEqual(times);
    const after = (await call('GET', `/conversations/${direct.id}/messages`, admin)).json<Message[]>();
    expect(after.every((m) => m.read_at !== null)).toBe(true);
  });

  it('answers ?since= with new messages and deleted ids only', async () => {
    const direct = await create(organizer, { type: 'direct', member_ids: [bob.id] });
    const old = (await send(organizer, direct.id, 'old')).json<Message>();
    await new Promise((r) => setTimeout(r, 20));
    const since = new Date().toISOString();
    await send(organizer, direct.id, 'new');
    await call('DELETE', `/conversations/${direct.id}/messages/${old.id}`, organizer);
    const delta = (await call('GET', `/conversations/${direct.id}/messages?since=${encodeURIComponent(since)}`, organizer)).json<{
      items: Message[];
      deleted: string[];
      cursor: string;
    }>();
    expect(delta.items.map((m) => m.content)).toEqual(['new']);
    expect(delta.deleted).toEqual([old.id]);
    const all = (await call('GET', `/conversations/${direct.id}/messages?since=0`, organizer)).json<{ items: Message[] }>();
    expect(all.items.map((m) => m.content)).toEqual(['new']);
    expect((await call('GET', `/conversations/${direct.id}/messages?since=yesterday`, organizer)).statusCode).toBe(400);
  });
});
