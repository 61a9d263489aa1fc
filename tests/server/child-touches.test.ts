import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import type { Poll } from '../../contracts/polls.js';
import type { Post } from '../../contracts/feed.js';
import { events, polls, posts } from '../../server/db/schema/index.js';
import { createServerWithRoles, sampleCampClock, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let camper: TestUser;
beforeAll(async () => ({ server, admin, camper } = await createServerWithRoles({ now: sampleCampClock() })));
afterAll(async () => server.close());

const inject = injectAs(() => server);

interface Pulled {
  cursor: string;
  tables: Record<string, { items?: { id: string }[] }>;
}
const pull = async (cursor: string) => (await inject('GET', `/pull?cursor=${cursor}`, camper)).json<Pulled>();
const pulledItem = <T>(answer: Pulled, table: string, id: string) => answer.tables[table]?.items?.find((i) => i.id === id) as T | undefined;

describe('likes, RSVPs and votes leave the shared row alone, yet reach every phone', () => {
  it('sends the new counts in the next pull without rewriting the post, event or poll', async () => {
    const post = (await inject('POST', '/posts', admin, { caption: 'Sunset at the dock' })).json<Post>();
    const event = (
      await inject('POST', '/admin/events', admin, {
        title: 'Star walk',
        description: 'Meadow',
        event_time: '2025-09-06T20:00:00.000Z',
        location: 'Meadow',
        capacity: 0,
        event_type: 'activity',
      })
    ).json<CampEvent>();
    const poll = (await inject('POST', '/admin/polls', admin, { question: 'Breakfast?', options: ['Pancakes', 'Eggs'] })).json<Poll>();
    const stamps = async () => ({
      post: (await server.database.db.select().from(posts).where(eq(posts.id, post.id)))[0]?.updatedAt.getTime(),
      event: (await server.database.db.select().from(events).where(eq(events.id, event.id)))[0]?.updatedAt.getTime(),
      poll: (await server.database.db.select().from(polls).where(eq(polls.id, poll.id)))[0]?.updatedAt.getTime(),
    });
    const before = await stamps();
    const { cursor } = await pull('0');

    expect((await inject('POST', `/posts/${post.id}/like`, admin, { liked: true })).statusCode).toBe(200);
    expect((await inject('POST', `/events/${event.id}/register`, admin)).statusCode).toBe(200);
    expect((await inject('POST', `/polls/${poll.id}/vote`, admin, { optionId: poll.options[0]!.id })).statusCode).toBe(200);

    expect(await stamps()).toEqual(before);
    const changes = await pull(cursor);
    expect(pulledItem<Post>(changes, 'posts', post.id)).toMatchObject({ likes: 1 });
    expect(pulledItem<CampEvent>(changes, 'events', event.id)).toMatchObject({ registration_count: 1 });
    expect(pulledItem<Poll>(changes, 'polls', poll.id)).toMatchObject({ totalVotes: 1 });
  });

  it('takes two RSVPs of one camper sent at once as one, and two votes at once as one vote and one refusal', async () => {
    const event = (
      await inject('POST', '/admin/events', admin, {
        title: 'Open swim',
        description: 'Lake',
        event_time: '2025-09-06T15:00:00.000Z',
        location: 'Lake',
        capacity: 0,
        event_type: 'activity',
      })
    ).json<CampEvent>();
    const rsvps = await Promise.all([
      inject('POST', `/events/${event.id}/register`, camper),
      inject('POST', `/events/${event.id}/register`, camper),
    ]);
    expect(rsvps.map((r) => r.statusCode)).toEqual([200, 200]);
    const listed = (await inject('GET', '/events', camper)).json<CampEvent[]>().find((e) => e.id === event.id);
    expect(listed).toMatchObject({ registration_count: 1, is_user_registered: true });

    const poll = (
      await inject('POST', '/admin/polls', admin, { question: 'Campfire song?', options: ['Kumbaya', 'Wonderwall'] })
    ).json<Poll>();
    const votes = await Promise.all(poll.options.map((o) => inject('POST', `/polls/${poll.id}/vote`, camper, { optionId: o.id })));
    expect(votes.map((v) => v.statusCode).sort()).toEqual([200, 409]);
    expect(votes.find((v) => v.statusCode === 409)?.json<{ error: string }>().error).toBe('You have already voted on this poll.');
    const tally = (await inject('GET', '/polls', camper)).json<Poll[]>().find((p) => p.id === poll.id);
    expect(tally?.totalVotes).toBe(1);
  });
});
