import { count, eq, isNotNull } from 'drizzle-orm';
import type { AdminStats } from '../../contracts/dashboard.js';
import type { Db } from '../db/client.js';
import { camps, events, polls, posts, teams, users } from '../db/schema/index.js';

/** The admin dashboard's tiles, each counted from the database. */
export async function countStats(db: Db): Promise<AdminStats> {
  const tally = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  return {
    users: await tally(db.select({ n: count() }).from(users)),
    pending: await tally(db.select({ n: count() }).from(users).where(eq(users.status, 'pending'))),
    events: await tally(db.select({ n: count() }).from(events)),
    polls: await tally(db.select({ n: count() }).from(polls)),
    posts: await tally(db.select({ n: count() }).from(posts)),
    photos: await tally(db.select({ n: count() }).from(posts).where(isNotNull(posts.imageUrl))),
    camps: await tally(db.select({ n: count() }).from(camps)),
    teams: await tally(db.select({ n: count() }).from(teams)),
  };
}
