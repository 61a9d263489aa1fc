/**
 * The sample camp's key locations on the Camp Map (DECISIONS 3): the server seeds them, and the app shows
 * their words in the camper's language (contracts/sample-texts.ts).
 */
import type { MapIcon } from './map.js';

type SampleLocation = [name: string, icon: MapIcon, description: string];

/** The 6 sample key locations of the Camp Map (SPEC §9), in the order they are listed. */
export const sampleLocations: readonly SampleLocation[] = [
  ['Welcome Center', 'Navigation', 'Start here: check-in, name tags and the weekend map. Follow the camp signs from the main gate.'],
  ['Main Lodge & Dining Hall', 'Home', 'Meals, the camp office and the first aid kit. Counselors can always be found here.'],
  ['Family Campsites', 'Tent', 'Tent sites and cabins around the Campfire Circle. Water taps and washrooms at each end.'],
  ['Lake, Beach & Boat Dock', 'MapPin', 'Swimming only when the lifeguard is on duty. Canoes and life jackets at the boat dock.'],
  ['Ridge Trailhead', 'Mountain', 'The 2-mile loop to the ridge viewpoint starts behind the lodge. Go with a buddy and bring water.'],
  ['Parking Area', 'Car', 'Park here on arrival and keep the lodge drive clear for emergency vehicles.'],
];
