import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Camp, campInputSchema } from '../../contracts/camps.js';
import type { Db } from '../db/client.js';
import { insertOnce } from '../db/rows.js';
import { camps, reflections } from '../db/schema/index.js';
import { clientId } from '../http/client-created.js';
import { theRowOr404 } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';
import { changedAfter, recordDeletion, type Since } from '../replication/delta.js';

export const campIdFrom = (params: unknown) => uuidParam(params, 'camp_gone');

type CampRow = typeof camps.$inferSelect;
type CampBody = z.output<typeof campInputSchema>;

function toCampDto(row: CampRow): Camp {
  return {
    id: row.id,
    year: row.year,
    name: row.name,
    location: row.location,
    address: row.address,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    contact_info: row.contactInfo,
    rules: row.rules,
    image_url: row.imageUrl,
    is_active: row.isActive,
  };
}

/** Camps, newest first; with `since`, only those changed after it. */
export async function listCamps(db: Db, since?: Since): Promise<Camp[]> {
  const rows = await db
    .select()
    .from(camps)
    .where(since && changedAfter(camps.updatedAt, since))
    .orderBy(desc(camps.startDate), asc(camps.name));
  return rows.map(toCampDto);
}

/** The columns of a camp from a POST/PUT body (SPEC §5 Camp; empty contact fields are left out). */
function campColumns(input: CampBody) {
  const { website, phone, whatsapp, counselors } = input.contact_info;
  return {
    name: input.name,
    year: input.year,
    location: input.location,
    address: input.address,
    startDate: new Date(input.start_date),
    endDate: new Date(input.end_date),
    contactInfo: {
      ...(website ? { website } : {}),
      ...(phone ? { phone } : {}),
      ...(whatsapp ? { whatsapp } : {}),
      counselors: counselors.map((c) => ({ name: c.name, phone: c.phone })),
    },
    rules: input.rules || null,
    imageUrl: input.image_url || null,
    isActive: input.is_active,
  };
}

/** Adds a camp (with the client's id when it sent one; the id of a PUT's body is never a column); undefined when that id is already taken. */
export const insertCamp = (db: Db, input: CampBody): Promise<string | undefined> =>
  insertOnce(db, camps, { ...clientId(input.id), ...campColumns(input) });

/** The camp, or a 404 when no such camp. */
export async function campById(db: Db, id: string): Promise<Camp> {
  return toCampDto(await theRowOr404(db.select().from(camps).where(eq(camps.id, id)), 'camp_gone'));
}

/** The camp as changed, or undefined when no such camp. */
export async function updateCamp(db: Db, id: string, input: CampBody): Promise<Camp | undefined> {
  const [row] = await db
    .update(camps)
    .set({ ...campColumns(input), updatedAt: sql`now()` })
    .where(eq(camps.id, id))
    .returning();
  return row && toCampDto(row);
}

/** Deletes the camp with its reflections (foreign key cascade) and tells the phones they are gone; false when no such camp. */
export async function deleteCamp(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const reflectionIds = await tx.select({ id: reflections.id }).from(reflections).where(eq(reflections.campId, id));
    const gone = await tx.delete(camps).where(eq(camps.id, id)).returning({ id: camps.id });
    if (gone.length === 0) return false;
    await recordDeletion(tx, 'camps', [id]);
    await recordDeletion(
      tx,
      'reflections',
      reflectionIds.map((r) => r.id),
    );
    return true;
  });
}
