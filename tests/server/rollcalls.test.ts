import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../contracts/replication.js';
import type { MyRollCall, RollCall, RollCallBoard, RollCallSummary } from '../../contracts/rollcalls.js';
import { serverErrors } from '../../contracts/error-codes.js';
import { householdMembers, households } from '../../server/db/schema/index.js';
import { bearer, createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let organizer: TestUser;
let camper: TestUser;
let open: RollCall | undefined;

beforeAll(async () => ({ server, admin, organizer, camper } = await createServerWithRoles()));
afterAll(async () => server.close());
// Only one roll call may be open: each test closes its own.
afterEach(async () => {
  if (open) await inject('POST', `/roll-calls/${open.id}/close`, admin);
  open = undefined;
});

const inject = injectAs(() => server);

async function start(who: TestUser = organizer, message = 'Storm warning: tell us you are safe'): Promise<RollCall> {
  const res = await inject('POST', '/roll-calls', who, { message });
  expect(res.statusCode).toBe(201);
  open = res.json<RollCall>();
  return open;
}

const answer = (rollCall: RollCall, who: TestUser, body: object, key?: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/roll-calls/${rollCall.id}/answer`,
    headers: { ...bearer(who), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

async function board(rollCall: RollCall, who: TestUser = organizer): Promise<RollCallBoard> {
  const res = await inject('GET', `/roll-calls/${rollCall.id}`, who);
  expect(res.statusCode).toBe(200);
  return res.json<RollCallBoard>();
}

const personOn = (b: RollCallBoard, who: TestUser) => b.people.find((p) => p.user_id === who.id);

/** A household of these people (households are made by admins elsewhere; here by a direct insert). */
async function household(...members: TestUser[]): Promise<void> {
  const [row] = await server.database.db.insert(households).values({ name: 'The Rivers', children: 2 }).returning();
  if (!row) throw new Error('household insert failed');
  await server.database.db.insert(householdMembers).values(members.map((m) => ({ householdId: row.id, userId: m.id })));
}

async function pulledRollCalls(who: TestUser): Promise<MyRollCall[]> {
  const res = await server.app.inject({ method: 'GET', url: '/api/pull', headers: bearer(who) });
  return (res.json<PullResponse>().tables.rollCalls?.items ?? []) as MyRollCall[];
}

describe('starting and closing a roll call', () => {
  it('lets organizers and admins start one (201, open) and close it; campers get 403 on both and on the list', async () => {
    const rollCall = await start(organizer);
    expect(rollCall).toMatchObject({ message: 'Storm warning: tell us you are safe', started_by: organizer.id, closed_at: null });
    expect(Date.now() - Date.parse(rollCall.started_at)).toBeLessThan(60_000);
    expect((await inject('POST', '/roll-calls', camper, { message: 'Me too' })).statusCode).toBe(403);
    expect((await inject('POST', `/roll-calls/${rollCall.id}/close`, camper)).statusCode).toBe(403);
    expect((await inject('GET', '/roll-calls', camper)).statusCode).toBe(403);
    const closed = await inject('POST', `/roll-calls/${rollCall.id}/close`, organizer);
    expect(closed.statusCode).toBe(200);
    expect(closed.json<RollCall>().closed_at).not.toBeNull();
    open = undefined;
    const byAdmin = await start(admin, 'Fire drill');
    expect(byAdmin.started_by).toBe(admin.id);
  });

  it('refuses a second open roll call with 409 and a sentence, also when two start at once', async () => {
    await start();
    const second = await inject('POST', '/roll-calls', admin, { message: 'Another' });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: string }>().error).toBe(serverErrors.roll_call_already_open);
    await inject('POST', `/roll-calls/${open?.id}/close`, admin);
    open = undefined;
    const both = await Promise.all([
      inject('POST', '/roll-calls', admin, { message: 'One' }),
      inject('POST', '/roll-calls', organizer, { message: 'Two' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    open = both.find((r) => r.statusCode === 201)?.json<RollCall>();
  });

  it('refuses a blank message with a sentence', async () => {
    const res = await inject('POST', '/roll-calls', organizer, { message: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('Please write what the roll call is about.');
  });

  it('keeps past roll calls readable by organizers and admins, with their counts', async () => {
    const rollCall = await start();
    await answer(rollCall, camper, { status: 'help' });
    await inject('POST', `/roll-calls/${rollCall.id}/close`, organizer);
    open = undefined;
    for (const who of [organizer, admin]) {
      const list = (await inject('GET', '/roll-calls', who)).json<RollCallSummary[]>();
      const past = list.find((r) => r.id === rollCall.id);
      expect(past?.closed_at).not.toBeNull();
      expect(past?.counts.help).toBe(1);
      expect((await board(rollCall, who)).closed_at).not.toBeNull();
    }
  });

  it('tells every camper by inbox notice (and push) when one starts', async () => {
    const rollCall = await start(organizer, 'Creek is rising');
    const inbox = (await inject('GET', '/notifications', camper)).json<{ title: string; message: string }[]>();
    expect(inbox.some((n) => n.title === 'Roll call: are you safe?' && n.message === 'Creek is rising')).toBe(true);
    expect(rollCall.id).toBeTruthy();
  });
});

describe('answering', () => {
  it('with household: true covers every member of the household, and no one else', async () => {
    const parent = await server.user('camper', { firstName: 'Ana', lastName: 'River' });
    const child = await server.user('camper', { firstName: 'Teo', lastName: 'River' });
    const other = await server.user('camper');
    await household(parent, child);
    const rollCall = await start();
    const res = await answer(rollCall, parent, { status: 'safe', household: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<MyRollCall>()).toMatchObject({ household_size: 2, my_answer: { status: 'safe', answered_by: parent.id } });
    expect((await answer(rollCall, other, { status: 'help' })).json<MyRollCall>().household_size).toBe(0);
    await answer(rollCall, other, { status: 'safe', household: true });
    const b = await board(rollCall);
    for (const member of [parent, child])
      expect(personOn(b, member)).toMatchObject({ status: 'safe', answered_by: parent.id, answered_by_name: 'Ana River' });
    // The other camper has no household: their household answer covered only themself.
    expect(personOn(b, other)).toMatchObject({ status: 'safe', answered_by: other.id });
    expect(
      b.people
        .filter((p) => p.answered_by === parent.id)
        .map((p) => p.user_id)
        .sort(),
    ).toEqual([parent.id, child.id].sort());
    // The other member's phone hears of it through the stream.
    const [theirs] = (await pulledRollCalls(child)).filter((r) => r.id === rollCall.id);
    expect(theirs?.my_answer).toMatchObject({ status: 'safe', answered_by: parent.id });
  });

  it('without household covers only the caller, even one in a household', async () => {
    const a = await server.user('camper');
    const b = await server.user('camper');
    await household(a, b);
    const rollCall = await start();
    await answer(rollCall, a, { status: 'help', note: 'Twisted ankle' });
    const now = await board(rollCall);
    expect(personOn(now, a)?.status).toBe('help');
    expect(personOn(now, b)?.status).toBe('pending');
  });

  it('lets the last answer stand, and a replay changes nothing', async () => {
    const who = await server.user('camper');
    const rollCall = await start();
    expect((await answer(rollCall, who, { status: 'help', note: 'Stuck at the lake' })).statusCode).toBe(200);
    expect(personOn(await board(rollCall), who)).toMatchObject({ status: 'help', note: 'Stuck at the lake' });
    const first = await answer(rollCall, who, { status: 'safe' }, 'answer-key-1');
    expect(first.statusCode).toBe(200);
    const before = await board(rollCall);
    expect(personOn(before, who)).toMatchObject({ status: 'safe', note: null });
    const replay = await answer(rollCall, who, { status: 'safe' }, 'answer-key-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const again = await answer(rollCall, who, { status: 'safe' });
    expect(again.statusCode).toBe(200);
    const after = await board(rollCall);
    expect(after.counts).toEqual(before.counts);
    expect(personOn(after, who)?.status).toBe('safe');
  });

  it('refuses an answer to a closed roll call with 409 and a sentence; closing again is harmless', async () => {
    const rollCall = await start();
    await inject('POST', `/roll-calls/${rollCall.id}/close`, organizer);
    const again = await inject('POST', `/roll-calls/${rollCall.id}/close`, organizer);
    expect(again.statusCode).toBe(200);
    open = undefined;
    const res = await answer(rollCall, camper, { status: 'safe' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(serverErrors.roll_call_closed);
  });

  it('refuses a status other than safe or help, and an unknown roll call', async () => {
    const rollCall = await start();
    expect((await answer(rollCall, camper, { status: 'maybe' })).statusCode).toBe(400);
    const gone = await inject('POST', '/roll-calls/00000000-0000-4000-8000-000000000000/answer', camper, { status: 'safe' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ error: string }>().error).toBe(serverErrors.roll_call_gone);
  });
});

describe('the board', () => {
  it('lists every approved person, help first, then pending, then safe, with counts per status', async () => {
    const helpA = await server.user('camper');
    const safeA = await server.user('camper');
    const pendingA = await server.user('camper');
    await server.user('camper', { status: 'pending' });
    const rollCall = await start();
    await answer(rollCall, safeA, { status: 'safe' });
    await answer(rollCall, helpA, { status: 'help' });
    const b = await board(rollCall);
    const order = b.people.map((p) => p.status);
    expect(order).toEqual([...order].sort((x, y) => ['help', 'pending', 'safe'].indexOf(x) - ['help', 'pending', 'safe'].indexOf(y)));
    expect(order[0]).toBe('help');
    expect(order.at(-1)).toBe('safe');
    expect(b.counts).toEqual({ help: 1, safe: 1, pending: b.people.length - 2 });
    expect(personOn(b, pendingA)).toMatchObject({ status: 'pending', answered_at: null, answered_by: null });
    expect(personOn(b, safeA)?.answered_at).not.toBeNull();
    expect(b.people.every((p) => p.name.length > 0)).toBe(true);
  });

  it('shows phones, emergency contacts and notes to organizers and admins only; campers see the rest', async () => {
    const caller = await server.user('camper', { phone: '555-0101', emergencyContact: 'Grandma 555-0199' });
    const rollCall = await start();
    await answer(rollCall, caller, { status: 'help', note: 'Need a ride' });
    for (const who of [organizer, admin])
      expect(personOn(await board(rollCall, who), caller)).toMatchObject({
        phone: '555-0101',
        emergency_contact: 'Grandma 555-0199',
        note: 'Need a ride',
      });
    const camperView = await board(rollCall, camper);
    expect(personOn(camperView, caller)?.status).toBe('help');
    for (const person of camperView.people) {
      expect(person).not.toHaveProperty('phone');
      expect(person).not.toHaveProperty('emergency_contact');
      expect(person).not.toHaveProperty('note');
    }
  });
});

describe('the stream', () => {
  it('carries the open roll call with the camper’s own answer, and its close', async () => {
    const who = await server.user('camper');
    const rollCall = await start();
    expect((await pulledRollCalls(who)).find((r) => r.id === rollCall.id)?.my_answer).toBeNull();
    await answer(rollCall, who, { status: 'help', note: 'Lost' });
    const first = await server.app.inject({ method: 'GET', url: '/api/pull', headers: bearer(who) });
    const cursor = first.json<PullResponse>().cursor;
    expect((await pulledRollCalls(who)).find((r) => r.id === rollCall.id)?.my_answer).toMatchObject({ status: 'help', note: 'Lost' });
    await inject('POST', `/roll-calls/${rollCall.id}/close`, organizer);
    open = undefined;
    const delta = await server.app.inject({ method: 'GET', url: `/api/pull?cursor=${cursor}`, headers: bearer(who) });
    const closed = (delta.json<PullResponse>().tables.rollCalls?.items ?? []) as MyRollCall[];
    expect(closed.find((r) => r.id === rollCall.id)?.closed_at).not.toBeNull();
    // A phone starting afresh gets no closed roll call.
    expect((await pulledRollCalls(who)).some((r) => r.id === rollCall.id)).toBe(false);
  });
});
