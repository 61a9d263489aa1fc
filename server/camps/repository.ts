import { asc, desc, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Camp, campInputSchema } from '../../contracts/camps.js';
import type { Db } from '../db/client.js';
import { camps } from '../db/schema/index.js';
import { uuidParam } from '../http/uuid-param.js';

export const CAMP_GONE = 'This camp no longer exists.';
export const campIdFrom = (params: unknown) => uuidParam(params, CAMP_GONE);

type CampRow = typeof camps.$inferSelect;

export function toCampDto(row: CampRow): Camp {
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

/** Camps, newest first; `where` narrows them. */
export async function listCamps(db: Db, where?: SQL): Promise<Camp[]> {
  const rows = await db.select().from(camps).where(where).orderBy(desc(camps.startDate), asc(camps.name));
  return rows.map(toCampDto);
}

/** The columns of a camp from a POST/PUT body (SPEC §5 Camp; empty contact fields are left out). */
export function campColumns(input: z.output<typeof campInputSchema>) {
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
