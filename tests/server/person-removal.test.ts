import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../contracts/chat.js';
import type { CampEvent } from '../../contracts/events.js';
import type { Post } from '../../contracts/feed.js';
import type { ServerNotification } from '../../contracts/notifications.js';
import type { Poll } from '../../contracts/polls.js';
import type { PullResponse } from '../../contracts/replication.js';
import type { SignupSheet } from '../../contracts/signups.js';
import { createPurgeJob } from '../../server/profile/account-purge-job.js';
import { eventParties } from '../support/event-parties.js';
import { bearer, createServerWithRoles, type TestServer, type TestUser } from '../support/test-server.js';

/**
 * Removing a person, by an administrator or by the purge 30 days after they asked: every other phone's next
 * pull (from the cursor it had) hears of everything that went with them, and the places they held go to the line.
 */
let server: TestServer;
let admin: TestUser;

beforeAll(async () => ({ server, admin } = await createServerWithRoles()));
afterAll(async () => server?.close());

const { act, createEvent, eventAs, household, inject } = eventParties(
  () => server,
  () => admin,
);
const DAY_MS = 86_400_000;

async function call<T>(who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<T> {
  const res = await inject(method, url, who, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json<T>();
}

async function pull(who: TestUser, cursor?: string): Promise<PullResponse> {
  const res = await server.app.inject({ method: 'GET', url: `/api/pull${cursor ? `?cursor=${cursor}` : ''}`, headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return res.json<PullResponse>();
}

const itemsOf = <T>(body: PullResponse, table: string) => (body.tables[table]?.items ?? []) as T[];
const goneFrom = (body: PullResponse, table: string) => body.tables[table]?.deleted ?? [];

/**
 * Everything one camper leaves on other phones: a post, a comment and a like on a neighbour's post, a vote,
 * a direct message, a sign-up claim, and the one place of an event whose line holds `waiting`.
 */
async function leaveTraces(doomed: TestUser, neighbour: TestUser, waiting: TestUser) {
  const post = await call<Post>(doomed, 'POST', '/posts', { caption: 'My last post' });
  const theirs = await call<Post>(neighbour, 'POST', '/posts', { caption: 'Canoe day' });
  const comment = await call<{ id: string }>(doomed, 'POST', `/posts/${theirs.id}/comments`, { text: 'Lovely!' });
  await call(doomed, 'POST', `/posts/${theirs.id}/like`, { liked: true });
  const poll = await call<Poll>(admin, 'POST', '/admin/polls', { question: 'Pancakes or chili?', options: ['Pancakes', 'Chili'] });
  await call(doomed, 'POST', `/polls/${poll.id}/vote`, { optionId: poll.options[0]?.id });
  const conversation = await call<Conversation>(doomed, 'POST', '/conversations', { type: 'direct', member_ids: [neighbour.id] });
  const message = await call<{ id: string }>(doomed, 'POST', `/conversations/${conversation.id}/messages`, {
    content: 'Bye',
    type: 'text',
  });
  const sheet = await call<SignupSheet>(admin, 'POST', '/admin/signups', { title: 'Potluck', slots: [{ label: 'Salad', capacity: 2 }] });
  await call(doomed, 'POST', `/signups/${sheet.id}/slots/${sheet.slots[0]?.id}/claim`, { claimed: true });
  const event = await createEvent(1, `Canoe for one ${doomed.id.slice(0, 8)}`);
  await act(doomed, 'POST', `/events/${event.id}/register`);
  expect(await act(waiting, 'POST', `/events/${event.id}/waitlist`)).toMatchObject({ waitlist_position: 1, is_user_registered: false });
  return { post, theirs, comment, poll, conversation, message, sheet, event };
}

type Traces = Awaited<ReturnType<typeof leaveTraces>>;

/** What the neighbour's phone and the first in line must see once the person is gone. */
async function expectEveryPhoneTold(doomed: TestUser, neighbour: TestUser, waiting: TestUser, traces: Traces, cursor: string) {
  const delta = await pull(neighbour, cursor);
  expect(goneFrom(delta, 'users')).toContain(doomed.id);
  expect(goneFrom(delta, 'posts')).toContain(traces.post.id);
  // The post they liked and commented on comes again: one like fewer, without their comment.
  expect(itemsOf<Post>(delta, 'posts').find((p) => p.id === traces.theirs.id)).toMatchObject({ likes: 0, comments: [] });
  expect(goneFrom(delta, 'messages')).toContain(traces.message.id);
  const conversation = itemsOf<Conversation>(delta, 'conversations').find((c) => c.id === traces.conversation.id);
  expect(conversation?.Members?.map((m) => m.user_id)).toEqual([neighbour.id]);
  expect(conversation?.Messages).toEqual([]);
  const poll = itemsOf<Poll>(delta, 'polls').find((p) => p.id === traces.poll.id);
  expect(poll).toMatchObject({ totalVotes: 0 });
  const sheet = itemsOf<SignupSheet>(delta, 'signups').find((s) => s.id === traces.sheet.id);
  expect(sheet?.slots[0]).toMatchObject({ taken: 0, takers: [] });
  // Their place went to the first in line, in the same transaction.
  const event = itemsOf<CampEvent>(delta, 'events').find((e) => e.id === traces.event.id);
  expect(event).toMatchObject({ capacity: 1, registration_count: 1, available_spots: 0, waitlist_count: 0 });
  expect(await eventAs(waiting, traces.event.id)).toMatchObject({ is_user_registered: true, waitlist_position: null });
  const inbox = await call<ServerNotification[]>(waiting, 'GET', '/notifications');
  expect(inbox.filter((n) => n.title === `You're in: ${traces.event.title}`)).toHaveLength(1);
}

describe('an administrator deleting a person', () => {
  it("tells every phone on its next pull, and gives the person's places to the line", async () => {
    const [doomed, neighbour, waiting] = [await server.user('camper'), await server.user('camper'), await server.user('camper')];
    const traces = await leaveTraces(doomed, neighbour, waiting);
    const { cursor } = await pull(neighbour);

    expect((await inject('DELETE', `/admin/users/${doomed.id}`, admin)).statusCode).toBe(200);
    await expectEveryPhoneTold(doomed, neighbour, waiting, traces, cursor);
  });

  it("leaves the household's RSVP and claim with the member who stays", async () => {
    const [doomed, partner, waiting] = [await server.user('camper'), await server.user('camper'), await server.user('camper')];
    await household([doomed, partner]);
    const event = await createEvent(2);
    await act(doomed, 'POST', `/events/${event.id}/register`, { adults: 2 });
    await act(waiting, 'POST', `/events/${event.id}/waitlist`);
    const sheet = await call<SignupSheet>(admin, 'POST', '/admin/signups', { title: 'Chores', slots: [{ label: 'Dishes', capacity: 1 }] });
    await call(doomed, 'POST', `/signups/${sheet.id}/slots/${sheet.slots[0]?.id}/claim`, { claimed: true });

    expect((await inject('DELETE', `/admin/users/${doomed.id}`, admin)).statusCode).toBe(200);
    expect(await eventAs(partner, event.id)).toMatchObject({
      is_user_registered: true,
      party: { adults: 2, children: 0, note: '' },
      registration_count: 2,
      waitlist_count: 1,
    });
    const sheets = await call<SignupSheet[]>(partner, 'GET', '/signups');
    expect(sheets.find((s) => s.id === sheet.id)?.slots[0]).toMatchObject({ taken: 1, mine: true });
  });
});

describe('the purge 30 days after a person asked to be deleted', () => {
  it("tells every phone and gives the person's places to the line, as an administrator's delete does", async () => {
    const [doomed, neighbour, waiting] = [await server.user('camper'), await server.user('camper'), await server.user('camper')];
    const traces = await leaveTraces(doomed, neighbour, waiting);
    expect((await inject('DELETE', '/users/me', doomed)).statusCode).toBe(200);
    const { cursor } = await pull(neighbour);

    const job = createPurgeJob({ ctx: server.app.ctx, now: () => new Date(Date.now() + 30 * DAY_MS + 60_000) });
    const run = await job.runOnce();
    expect(run.ran && run.result).toContain(doomed.id);
    await expectEveryPhoneTold(doomed, neighbour, waiting, traces, cursor);
  });
});
