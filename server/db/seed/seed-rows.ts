import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { tombstones } from '../schema/index.js';

/** A fixed id for sample row `n` of a kind, so every start finds the samples already there. */
export const sampleRowId = (prefix: string, n: number) => `${prefix}-2025-4000-8000-${String(n).padStart(12, '0')}`;

/** The sample ids an organizer has deleted since (they stay deleted across restarts). */
export async function deletedSampleIds(db: Db, entity: string, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: tombstones.entityId })
    .from(tombstones)
    .where(and(eq(tombstones.entity, entity), inArray(tombstones.entityId, ids)));
  return new Set(rows.map((r) => r.id));
}
