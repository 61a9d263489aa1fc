/** Reflections in the shape of SPEC §3, and who may read what (DECISIONS "Permissions": private means its author alone). */
import { and, asc, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { PublicReflection, Reflection, ReflectionCamp, ReflectionSubmission } from '../../contracts/reflections.js';
import { uuidSchema } from '../../contracts/common.js';
import type { Db } from '../db/client.js';
import { ownRowsExport, type ExportPart } from '../db/own-rows.js';
import { camps, reflections, users } from '../db/schema/index.js';
import { notFound } from '../http/errors.js';
import { changedAfter, recordDeletion, type Since } from '../replication/delta.js';

type ReflectionRow = typeof reflections.$inferSelect;
type CampRow = Pick<typeof camps.$inferSelect, 'name' | 'year'>;

/** Each person's deleted reflections: only their own phone needs to hear of them. */
export const reflectionsTombstone = (userId: string) => `reflections:${userId}`;

function reflectionView(r: ReflectionRow, camp: CampRow): Reflection {
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

/** The person's own reflections (private ones included: they are the author), newest camp first; `where` narrows them. */
async function readOwn(db: Db, userId: string, where?: SQL): Promise<Reflection[]> {
  const rows = await db
    .select({ r: reflections, camp: { name: camps.name, year: camps.year } })
    .from(reflections)
    .innerJoin(camps, eq(camps.id, reflections.campId))
    .where(and(eq(reflections.userId, userId), where))
    .orderBy(desc(camps.year), asc(camps.name));
  return rows.map(({ r, camp }) => reflectionView(r, camp));
}

/** The person's own reflections, or with `since` those changed after it. */
export const ownReflections = (db: Db, userId: string, since?: Since) =>
  readOwn(db, userId, since && changedAfter(reflections.updatedAt, since));

/** The person's own reflection for a camp, if written. */
export const ownReflectionFor = async (db: Db, userId: string, campId: string): Promise<Reflection | undefined> =>
  (await readOwn(db, userId, eq(reflections.campId, campId)))[0];

/** The camps one may reflect on, newest first. */
export const reflectionCamps = (db: Db): Promise<ReflectionCamp[]> =>
  db.select({ id: camps.id, name: camps.name, year: camps.year }).from(camps).orderBy(desc(camps.year), camps.name);

/** The camp of a `:campId` parameter, or a 404. */
export async function findCamp(db: Db, campId: string): Promise<typeof camps.$inferSelect> {
  if (!uuidSchema.safeParse(campId).success) throw notFound('camp_not_found');
  const [camp] = await db.select().from(camps).where(eq(camps.id, campId)).limit(1);
  if (!camp) throw notFound('camp_not_found');
  return camp;
}

/** Who holds a reflection id, and for which camp. */
export async function reflectionHolder(db: Db, id: string): Promise<{ userId: string; campId: string } | undefined> {
  const [holder] = await db
    .select({ userId: reflections.userId, campId: reflections.campId })
    .from(reflections)
    .where(eq(reflections.id, id))
    .limit(1);
  return holder;
}

/** The written parts of a reflection. */
export interface ReflectionContent {
  high: string;
  low: string;
  glitter: string;
  isPublic: boolean;
}

/** Creates the person's one reflection for the camp (with the phone's id when given) or updates it; says which. */
export async function saveReflection(
  db: Db,
  mine: { id?: string; userId: string; camp: typeof camps.$inferSelect },
  content: ReflectionContent,
): Promise<{ reflection: Reflection; created: boolean }> {
  const [saved] = await db
    .insert(reflections)
    .values({ ...(mine.id ? { id: mine.id } : {}), userId: mine.userId, campId: mine.camp.id, ...content })
    .onConflictDoUpdate({ target: [reflections.userId, reflections.campId], set: { ...content, updatedAt: sql`now()` } })
    .returning({ ...getTableColumns(reflections), inserted: sql<boolean>`(xmax = 0)` });
  if (!saved) throw new Error('Reflection upsert returned nothing');
  return { reflection: reflectionView(saved, mine.camp), created: saved.inserted };
}

/** Deletes the person's own reflection and tells their phones; false when they have none by that id. */
export async function deleteOwnReflection(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(reflections)
      .where(and(eq(reflections.id, id), eq(reflections.userId, userId)))
      .returning({ id: reflections.id });
    await recordDeletion(
      tx,
      reflectionsTombstone(userId),
      gone.map((r) => r.id),
    );
    return gone.length > 0;
  });
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

/** The person's reflections for their data export, by the year of their camp. */
export const reflectionsExport: ExportPart<'reflections'> = ownRowsExport('reflections', {
  owner: reflections.userId,
  join: [[reflections.campId, camps.id]],
  order: camps.year,
  columns: [
    reflections.id,
    reflections.campId,
    { camp: camps.name },
    camps.year,
    reflections.high,
    reflections.low,
    reflections.glitter,
    reflections.isPublic,
    reflections.submittedAt,
  ],
});
