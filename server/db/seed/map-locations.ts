import { sampleLocations } from '../../../contracts/sample-map.js';
import type { Db } from '../client.js';
import { mapLocations } from '../schema/index.js';
import { deletedSampleIds, sampleRowId } from './seed-rows.js';

export const sampleLocationId = (index: number) => sampleRowId('3a900000', index + 1);

/** Adds the sample locations not yet present; one an admin deleted stays deleted. */
export async function seedMapLocations(db: Db): Promise<void> {
  const ids = sampleLocations.map((_, i) => sampleLocationId(i));
  const deleted = await deletedSampleIds(db, 'map_locations', ids);
  const rows = sampleLocations
    .map(([name, icon, description], i) => ({ id: sampleLocationId(i), name, icon, description, position: i }))
    .filter((r) => !deleted.has(r.id));
  if (rows.length > 0) await db.insert(mapLocations).values(rows).onConflictDoNothing({ target: mapLocations.id });
}
