/** Reflections in the shape of SPEC §3, and who may read what (DECISIONS "Permissions": private means its author alone). */
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { PublicReflection, Reflection, ReflectionSubmission } from '../../contracts/reflections.js';
import { reflectionMessages } from '../../contracts/reflections.js';
import { uuidSchema } from '../../contracts/common.js';
import type { Db } from '../db/client.js';
import { camps, reflections, users } from '../db/schema/index.js';
import { notFound } from '../http/errors.js';

type ReflectionRow = typeof reflections.$inferSelect;
type CampRow = Pick<typeof camps.$inferSelect, 'name' | 'year'>;

/** Each person's deleted reflections: only their own phone needs to hear of them. */
export const reflectionsTombstone = (userId: string) => `reflections:${userId}`;

export function reflectionView(r: ReflectionRow, camp: CampRow): Reflection {
  return {
    id: r.id,
    camp_id: r.campId,
    high: r.high,
    low: r.low,
    glitter: r.glitter,
    is_public: r.isPublic,
    submitted_at: r.submittedAt.toISOString(),
    camp: { name: camp.name, year: camp.year },
  };
}

/** The person's own reflections (private ones included: they are the author), newest camp first. */
export async function ownReflections(db: Db, userId: string, where?: SQL): Promise<Reflection[]> {
  const rows = await db
    .select({ r: reflections, camp: { name: camps.name, year: camps.year } })
    .from(reflections)
    .innerJoin(camps, eq(camps.id, reflections.campId))
    .where(and(eq(reflections.userId, userId), where))
    .orderBy(desc(camps.year), asc(camps.name));
  return rows.map(({ r, camp }) => reflectionView(r, camp));
}

/** The camp of a `:campId` parameter, or a 404. */
export async function findCamp(db: Db, campId: string): Promise<typeof camps.$inferSelect> {
  if (!uuidSchema.safeParse(campId).success) throw notFound(reflectionMessages.campNotFound);
  const [camp] = await db.select().from(camps).where(eq(camps.id, campId)).limit(1);
  if (!camp) throw notFound(reflectionMessages.campNotFound);
  return camp;
}

const authorColumns = { id: users.id, first_name: users.firstName, last_name: users.lastName, avatar_url: users.avatarUrl };

/** A camp's reflections with their authors (people who asked for deletion are left out). */
function campReflections(db: Db, campId: string, where?: SQL) {
  return db
    .select({ r: reflections, user: authorColumns })
    .from(reflections)
    .innerJoin(users, eq(users.id, reflections.userId))
    .where(and(eq(reflections.campId, campId), isNull(users.deletionRequestedAt), where))
    .orderBy(desc(reflections.submittedAt));
}

/** Who submitted for the camp; high, low and glitter only where the reflection is public. */
export async function submissions(db: Db, campId: string): Promise<ReflectionSubmission[]> {
  const rows = await campReflections(db, campId);
  return rows.map(({ r, user }) => ({
    id: r.id,
    user,
    is_public: r.isPublic,
    submitted_at: r.submittedAt.toISOString(),
    high: r.isPublic ? r.high : null,
    low: r.isPublic ? r.low : null,
    glitter: r.isPublic ? r.glitter : null,
  }));
}

/** The camp's public reflections ("camp memories"). */
export async function publicReflections(db: Db, camp: typeof camps.$inferSelect): Promise<PublicReflection[]> {
  const rows = await campReflections(db, camp.id, eq(reflections.isPublic, true));
  return rows.map(({ r, user }) => ({ ...reflectionView(r, camp), user }));
}
