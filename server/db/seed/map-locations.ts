import type { Db } from '../client.js';
import { mapLocations } from '../schema/index.js';
import { deletedSampleIds, sampleRowId } from './seed-rows.js';

type Sample = [name: string, icon: 'Home' | 'Mountain' | 'Tent' | 'Car' | 'Navigation' | 'MapPin', description: string];

/** The 6 sample key locations of the Camp Map (SPEC §9), in the order they are listed. */
const sampleLocations: Sample[] = [
  ['Welcome Center', 'Navigation', 'Start here: check-in, name tags and the weekend map. Follow the camp signs from the main gate.'],
  ['Main Lodge & Dining Hall', 'Home', 'Meals, the camp office and the first aid kit. Counselors can always be found here.'],
  ['Family Campsites', 'Tent', 'Tent sites and cabins around the Campfire Circle. Water taps and washrooms at each end.'],
  ['Lake, Beach & Boat Dock', 'MapPin', 'Swimming only when the lifeguard is on duty. Canoes and life jackets at the boat dock.'],
  ['Ridge Trailhead', 'Mountain', 'The 2-mile loop to the ridge viewpoint starts behind the lodge. Go with a buddy and bring water.'],
  ['Parking Area', 'Car', 'Park here on arrival and keep the lodge drive clear for emergency vehicles.'],
];

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
