import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../contracts/dashboard.js';
import { posts } from '../../server/db/schema/index.js';
import { errorOf, injectAnonymous } from '../support/role-calls.js';
import { createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let organizer: TestUser;
let camper: TestUser;
beforeAll(async () => ({ server, admin, organizer, camper } = await createServerWithRoles()));
afterAll(async () => server.close());

const as = injectAs(() => server);
const visitor = injectAnonymous(() => server);
const stats = async () => (await as('GET', '/admin/stats', admin)).json<AdminStats>();

describe('GET /api/admin/stats (the dashboard tiles)', () => {
  it('counts the seeded camp: users, events, one camp, no teams, polls or posts yet', async () => {
    // The seeded administrator plus the three test accounts.
    expect(await stats()).toEqual({ users: 4, pending: 0, events: 19, polls: 0, posts: 0, photos: 0, camps: 1, teams: 0 });
  });

  it('follows real data: a pending registration, a poll, posts with and without photos, a camp and a team', async () => {
    const before = await stats();
    await server.user('camper', { status: 'pending' });
    await as('POST', '/admin/polls', admin, { question: 'Best snack?', options: ['Chips', 'Fruit'] });
    await server.database.db.insert(posts).values([
      { userId: camper.id, caption: 'Sunset', imageUrl: '/uploads/posts/a.jpg' },
      { userId: camper.id, caption: 'Just words' },
    ]);
    await as('POST', '/admin/camps', admin, {
      name: 'Camp 2026',
      location: 'Pines',
      address: '1 Road',
      start_date: '2026-09-04T12:00:00Z',
      end_date: '2026-09-06T12:00:00Z',
    });
    await as('POST', '/admin/teams', admin, { name: 'Owls', color: 'blue', year: 2026, members: [] });
    expect(await stats()).toEqual({
      ...before,
      users: before.users + 1,
      pending: before.pending + 1,
      polls: before.polls + 1,
      posts: before.posts + 2,
      photos: before.photos + 1,
      camps: before.camps + 1,
      teams: before.teams + 1,
    });
  });

  it('is for administrators only', async () => {
    for (const who of [organizer, camper]) {
      const res = await as('GET', '/admin/stats', who);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toBe('Only administrators can do that.');
    }
    expect((await visitor('GET', '/admin/stats')).statusCode).toBe(401);
  });
});
