import type { ServerErrorCode } from '../../contracts/error-codes.js';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tombstones } from '../db/schema/index.js';
import { created, ok } from './command.js';
import { conflict } from './errors.js';
import type { Answer } from './idempotency.js';

/**
 * A row made offline carries the phone's id (DECISIONS 10). Sending it again must not bring back
 * one deleted since: that is refused, and the phone drops its copy.
 */
async function refuseDeletedId(db: Db, entity: string, id: string | undefined, refusal: ServerErrorCode | undefined): Promise<void> {
  if (!id || !refusal) return;
  const [gone] = await db
    .select({ id: tombstones.entityId })
    .from(tombstones)
    .where(and(eq(tombstones.entity, entity), eq(tombstones.entityId, id)))
    .limit(1);
  if (gone) throw conflict(refusal);
}

/** The id column's value for an insert: the client's id when it sent one, else the database makes it. */
export const clientId = (id: string | undefined): { id?: string } => (id ? { id } : {});

/**
 * Creates a row that may carry the client's id (a phone's, or a camp hub's forwarded change): refused
 * when that id was deleted since (`deleted`, for an entity that records deletions); when the row was
 * created before (the same id sent again), it as it stands (200); else the new row (201).
 * `insert` answers the new row's id, or undefined when the id is already taken (and makes nothing then).
 */
export async function createOnce<T>(
  db: Db,
  row: { entity: string; id: string | undefined; deleted?: ServerErrorCode },
  insert: () => Promise<string | undefined>,
  read: (id: string) => Promise<T>,
): Promise<Answer> {
  await refuseDeletedId(db, row.entity, row.id, row.deleted);
  const made = await insert();
  if (!made && row.id) return ok(await read(row.id));
  if (!made) throw new Error(`${row.entity} insert returned nothing`);
  return created(await read(made));
}
