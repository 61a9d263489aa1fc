import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Poll } from '../../contracts/polls.js';
import { polls } from '../../server/db/schema/index.js';
import { createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let organizer: TestUser;
let camper: TestUser;

beforeAll(async () => ({ server, admin, organizer, camper } = await createServerWithRoles()));
afterAll(async () => server.close());

const inject = injectAs(() => server);

async function createPoll(fields: Record<string, unknown> = {}): Promise<Poll> {
  const res = await inject('POST', '/admin/polls', admin, { question: 'Best snack?', options: ['Chips', 'Fruit', 'Cookies'], ...fields });
  expect(res.statusCode).toBe(201);
  return res.json<Poll>();
}

const listAs = async (who: TestUser) => (await inject('GET', '/polls', who)).json<Poll[]>();

describe('admin polls', () => {
  it('creates a poll whose expiry defaults to 24 hours from now, with options in order and no votes', async () => {
    const before = Date.now();
    const poll = await createPoll();
    expect(poll).toMatchObject({ question: 'Best snack?', isActive: true, totalVotes: 0, userVote: null });
    expect(poll.options.map((o) => [o.text, o.votes])).toEqual([
      ['Chips', 0],
      ['Fruit', 0],
      ['Cookies', 0],
    ]);
    const expires = Date.parse(poll.expiresAt ?? '');
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(expires - before).toBeLessThan(24 * 3600_000 + 10_000);
    expect((await listAs(camper)).map((p) => p.id)).toContain(poll.id);
  });

  it('refuses fewer than 2 options, blank fields and an expiry in the past, with a sentence', async () => {
    for (const body of [
      { question: 'Q', options: ['Only one'] },
      { question: '', options: ['A', 'B'] },
      { question: 'Q', options: ['A', '  '] },
      { question: 'Q', options: ['A', 'B'], expiresAt: new Date(Date.now() - 3600_000).toISOString() },
      { question: 'Q', options: ['A', 'B'], expiresAt: 'soon' },
    ]) {
      const res = await inject('POST', '/admin/polls', admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error.length).toBeGreaterThan(5);
    }
  });

  it('refuses campers and organizers on every admin poll call', async () => {
    const poll = await createPoll();
    for (const who of [camper, organizer]) {
      expect((await inject('POST', '/admin/polls', who, { question: 'Q', options: ['A', 'B'] })).statusCode).toBe(403);
      expect((await inject('PUT', `/admin/polls/${poll.id}`, who, { question: 'Q', options: ['A', 'B'] })).statusCode).toBe(403);
      expect((await inject('PUT', `/admin/polls/${poll.id}/toggle`, who)).statusCode).toBe(403);
      expect((await inject('DELETE', `/admin/polls/${poll.id}`, who)).statusCode).toBe(403);
    }
    expect((await listAs(camper)).find((p) => p.id === poll.id)?.isActive).toBe(true);
  });

  it('edits a poll and keeps the votes of unchanged options', async () => {
    const poll = await createPoll();
    const fruit = poll.options[1]!;
    await inject('POST', `/polls/${poll.id}/vote`, camper, { optionId: fruit.id });
    const res = await inject('PUT', `/admin/polls/${poll.id}`, admin, { question: 'Best camp snack?', options: ['Fruit', 'Trail mix'] });
    expect(res.statusCode).toBe(200);
    const edited = res.json<Poll>();
    expect(edited.question).toBe('Best camp snack?');
    expect(edited.options.map((o) => [o.text, o.votes])).toEqual([
      ['Fruit', 1],
      ['Trail mix', 0],
    ]);
    expect(edited.options[0]!.id).toBe(fruit.id);
  });

  it('ends and reactivates a poll; reactivating an expired poll gives it a fresh 24 hours', async () => {
    const poll = await createPoll();
    expect((await inject('PUT', `/admin/polls/${poll.id}/toggle`, admin)).json<Poll>().isActive).toBe(false);
    expect((await inject('PUT', `/admin/polls/${poll.id}/toggle`, admin)).json<Poll>().isActive).toBe(true);
    await server.database.db
      .update(polls)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(polls.id, poll.id));
    expect((await listAs(camper)).find((p) => p.id === poll.id)?.isActive).toBe(false);
    const revived = (await inject('PUT', `/admin/polls/${poll.id}/toggle`, admin)).json<Poll>();
    expect(revived.isActive).toBe(true);
    expect(Date.parse(revived.expiresAt ?? '')).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('deletes a poll', async () => {
    const poll = await createPoll();
    expect((await inject('DELETE', `/admin/polls/${poll.id}`, admin)).statusCode).toBe(200);
    expect((await listAs(camper)).some((p) => p.id === poll.id)).toBe(false);
    expect((await inject('DELETE', `/admin/polls/${poll.id}`, admin)).statusCode).toBe(404);
  });
});

describe('voting', () => {
  it('counts a vote once, shows it as userVote only to its voter, and refuses a second vote with 409', async () => {
    const poll = await createPoll();
    const chips = poll.options[0]!;
    const res = await inject('POST', `/polls/${poll.id}/vote`, camper, { optionId: chips.id });
    expect(res.statusCode).toBe(200);
    expect(res.json<Poll>()).toMatchObject({ totalVotes: 1, userVote: chips.id });
    const second = await inject('POST', `/polls/${poll.id}/vote`, camper, { optionId: poll.options[1]!.id });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: string }>().error).toBe('You have already voted on this poll.');
    const seenByOther = (await listAs(organizer)).find((p) => p.id === poll.id);
    expect(seenByOther).toMatchObject({ totalVotes: 1, userVote: null });
    expect(seenByOther?.options[0]?.votes).toBe(1);
  });

  it('counts one vote when the same camper votes twice at once', async () => {
    const poll = await createPoll();
    const voter = await server.user('camper');
    const results = await Promise.all(poll.options.map((o) => inject('POST', `/polls/${poll.id}/vote`, voter, { optionId: o.id })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await listAs(voter)).find((p) => p.id === poll.id)?.totalVotes).toBe(1);
  });

  it('refuses a vote on an ended poll and on an expired poll with 409 and a sentence', async () => {
    const ended = await createPoll();
    await inject('PUT', `/admin/polls/${ended.id}/toggle`, admin);
    const a = await inject('POST', `/polls/${ended.id}/vote`, camper, { optionId: ended.options[0]!.id });
    expect(a.statusCode).toBe(409);
    expect(a.json<{ error: string }>().error).toBe('This poll has ended, so it no longer takes votes.');

    const expired = await createPoll();
    await server.database.db
      .update(polls)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(polls.id, expired.id));
    const b = await inject('POST', `/polls/${expired.id}/vote`, camper, { optionId: expired.options[0]!.id });
    expect(b.statusCode).toBe(409);
    expect(b.json<{ error: string }>().error).toBe('This poll has expired, so it no longer takes votes.');
    expect((await listAs(camper)).find((p) => p.id === expired.id)?.totalVotes).toBe(0);
  });

  it('refuses an option of another poll, a missing option and an unknown poll without a 500', async () => {
    const poll = await createPoll();
    const other = await createPoll();
    expect((await inject('POST', `/polls/${poll.id}/vote`, camper, { optionId: other.options[0]!.id })).statusCode).toBe(400);
    expect((await inject('POST', `/polls/${poll.id}/vote`, camper, {})).statusCode).toBe(400);
    expect((await inject('POST', '/polls/nope/vote', camper, { optionId: 'x' })).statusCode).toBe(404);
  });
});
