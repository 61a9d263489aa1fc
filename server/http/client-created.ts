import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tombstones } from '../db/schema/index.js';
import { conflict, type CodeArg } from './errors.js';

/**
 * A row made offline carries the phone's id (DECISIONS 10). Sending it again must not bring back
 * one deleted since: that is refused, and the phone drops its copy.
 */
export async function refuseDeletedId(db: Db, entity: string, id: string | undefined, refusal: CodeArg): Promise<void> {
  if (!id) return;
  const [gone] = await db
    .select({ id: tombstones.entityId })
    .from(tombstones)
    .where(and(eq(tombstones.entity, entity), eq(tombstones.entityId, id)))
    .limit(1);
  if (gone) throw conflict(refusal);
}
