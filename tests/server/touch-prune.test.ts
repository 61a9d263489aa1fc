/** The touches log is pruned on a timer, and every phone still ends with the right counts, whatever its cursor's age. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import type { Poll } from '../../contracts/polls.js';
import type { Post } from '../../contracts/feed.js';
import { events, polls, posts, touches } from '../../server/db/schema/index.js';
import { TOUCH_RETENTION_DAYS } from '../../server/replication/touch-prune.js';
import { createTouchPruneJob } from '../../server/replication/touch-prune-job.js';
import { createServerWithRoles, sampleCampClock, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;
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
/** What a phone holds: the rows of each table by id, updated by each pull, and its cursor. */
interface Phone {
  cursor: string;
  rows: Map<string, unknown>;
}
async function pullInto(phone: Phone): Promise<Phone> {
  const answer = (await inject('GET', `/pull?cursor=${phone.cursor}`, camper)).json<Pulled>();
  for (const [table, { items = [] }] of Object.entries(answer.tables))
    for (const item of items) phone.rows.set(`${table}/${item.id}`, item);
  return { cursor: answer.cursor, rows: phone.rows };
}
const touchCount = async () => (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(touches))[0]?.n ?? 0;

describe('pruning the touches log', () => {
  it('removes touches past the retention, and phones with an old and a new cursor both end with the right counts', async () => {
    const post = (await inject('POST', '/posts', admin, { caption: 'Canoes at dawn' })).json<Post>();
    const event = (
      await inject('POST', '/admin/events', admin, { title: 'Night hike', event_time: '2025-09-06T21:00:00.000Z' })
    ).json<CampEvent>();
    const poll = (await inject('POST', '/admin/polls', admin, { question: 'Lunch?', options: ['Tacos', 'Soup'] })).json<Poll>();
    // A phone that last pulled before the like, the RSVP and the vote, long ago.
    const oldPhone = await pullInto({ cursor: '0', rows: new Map() });
    oldPhone.cursor = String((Date.now() - (TOUCH_RETENTION_DAYS + 11) * DAY_MS) * 1000);

    expect((await inject('POST', `/posts/${post.id}/like`, admin, { liked: true })).statusCode).toBe(200);
    expect((await inject('POST', `/events/${event.id}/register`, admin)).statusCode).toBe(200);
    expect((await inject('POST', `/polls/${poll.id}/vote`, admin, { optionId: poll.options[0]!.id })).statusCode).toBe(200);
    // Those rows were written, and the like, RSVP and vote made, before the retention began.
    const { db } = server.database;
    const longAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
    await db
      .update(posts)
      .set({ updatedAt: longAgo(TOUCH_RETENTION_DAYS + 12) })
      .where(eq(posts.id, post.id));
    await db
      .update(events)
      .set({ updatedAt: longAgo(TOUCH_RETENTION_DAYS + 12) })
      .where(eq(events.id, event.id));
    await db
      .update(polls)
      .set({ updatedAt: longAgo(TOUCH_RETENTION_DAYS + 12) })
      .where(eq(polls.id, poll.id));
    await db.update(touches).set({ touchedAt: longAgo(TOUCH_RETENTION_DAYS + 10) });
    // A phone that pulled after them, recently.
    const newPhone = await pullInto({ cursor: '0', rows: new Map() });

    const before = await touchCount();
    expect(before).toBeGreaterThanOrEqual(3);
    const job = createTouchPruneJob({ db, now: () => new Date(), everyMs: 25 });
    job.start();
    await vi.waitFor(async () => expect(await touchCount()).toBe(0), { timeout: 10_000, interval: 50 });
    await job.stop();

    // A touch after the pruning is kept and read as before.
    expect((await inject('POST', `/posts/${post.id}/like`, camper, { liked: true })).statusCode).toBe(200);
    expect(await touchCount()).toBe(1);

    for (const phone of [await pullInto(oldPhone), await pullInto(newPhone)]) {
      expect(phone.rows.get(`posts/${post.id}`)).toMatchObject({ likes: 2 });
      expect(phone.rows.get(`events/${event.id}`)).toMatchObject({ registration_count: 1 });
      expect(phone.rows.get(`polls/${poll.id}`)).toMatchObject({ totalVotes: 1 });
    }
    const schedule = (await inject('GET', '/events', camper)).json<CampEvent[]>();
    expect(schedule.find((e) => e.id === event.id)).toMatchObject({ registration_count: 1 });
  });
});
