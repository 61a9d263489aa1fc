import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../contracts/replication.js';
import { bearer, createServerWithRoles, sampleCampClock, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let camper: TestUser;
let other: TestUser;
const as = injectAs(() => server);

async function pull(who: TestUser, cursor?: string): Promise<{ body: PullResponse; bytes: number }> {
  const res = await server.app.inject({ method: 'GET', url: `/api/pull${cursor ? `?cursor=${cursor}` : ''}`, headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return { body: res.json<PullResponse>(), bytes: res.rawPayload.length };
}

beforeAll(async () => {
  ({ server, admin, camper } = await createServerWithRoles({ now: sampleCampClock() }));
  other = await server.user('camper');
});
afterAll(async () => server.close());

describe('GET /api/pull', () => {
  it('refuses a visitor without a session, and a cursor that is not one', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/pull' })).statusCode).toBe(401);
    const bad = await as('GET', '/pull?cursor=yesterday', camper);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/cursor/);
  });

  it('brings the whole camp at first: every seeded event, the packing list, the directory', async () => {
    const { body } = await pull(camper);
    expect(body.full).toBe(true);
    expect(body.tables.events?.items.length).toBe(19);
    expect(body.tables.packing?.items.length).toBe(43);
    expect(body.tables.users?.items.length).toBeGreaterThanOrEqual(3);
    expect(body.tables.posts).toBeDefined();
    expect(body.tables.conversations?.items).toEqual([]);
  });

  it('answers a pull with nothing new in a few dozen bytes, with no table', async () => {
    const first = await pull(camper);
    // The cursor lags a few seconds behind on purpose: wait until it has passed the seeded data.
    let cursor = first.body.cursor;
    for (let i = 0; i < 200; i += 1) {
      const next = await pull(camper, cursor);
      if (Object.keys(next.body.tables).length === 0) {
        expect(next.bytes).toBeLessThan(200);
        return;
      }
      cursor = next.body.cursor;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the stream never settled to an empty answer');
  });

  it('sends what changed since the cursor: an RSVP, a new conversation with its messages, a deletion', async () => {
    const { body: start } = await pull(camper);
    const event = start.tables.events?.items[0] as { id: string };
    expect((await as('POST', `/events/${event.id}/register`, other)).statusCode).toBe(200);
    const created = await as('POST', '/conversations', other, { type: 'direct', member_ids: [camper.id] });
    const conversation = created.json<{ id: string }>();
    await as('POST', `/conversations/${conversation.id}/messages`, other, { content: 'Meet at the lake' });
    const { body } = await pull(camper, start.cursor);
    expect(body.full).toBe(false);
    const changedEvent = body.tables.events?.items.find((e) => (e as { id: string }).id === event.id) as {
      registration_count: number;
      is_user_registered: boolean;
    };
    expect(changedEvent.registration_count).toBe(1);
    expect(changedEvent.is_user_registered).toBe(false);
    expect(body.tables.conversations?.items.map((c) => (c as { id: string }).id)).toContain(conversation.id);
    expect(body.tables.messages?.items.map((m) => (m as { content: string }).content)).toContain('Meet at the lake');
    // The other camper's pull is about the other camper: their own RSVP.
    const theirs = await pull(other, start.cursor);
    expect(
      (theirs.body.tables.events?.items.find((e) => (e as { id: string }).id === event.id) as { is_user_registered: boolean })
        .is_user_registered,
    ).toBe(true);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/admin/events/${event.id}`, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    const after = await pull(camper, body.cursor);
    expect(after.body.tables.events?.deleted).toContain(event.id);
  });

  it('tells a member who left a group that it is gone from their phone', async () => {
    const { body: start } = await pull(camper);
    const group = (await as('POST', '/conversations', other, { type: 'group', name: 'Canoe crew', member_ids: [camper.id] })).json<{
      id: string;
    }>();
    expect((await as('POST', `/conversations/${group.id}/leave`, camper)).statusCode).toBe(200);
    const { body } = await pull(camper, start.cursor);
    expect(body.tables.conversations?.deleted).toContain(group.id);
    const theirs = await pull(other, start.cursor);
    expect(theirs.body.tables.conversations?.deleted ?? []).not.toContain(group.id);
  });
});
