import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { events, tombstones } from '../schema/index.js';

/** Pacific Daylight Time, the camp's clock in early September. */
const TZ = '-07:00';

type Sample = [
  day: 5 | 6 | 7,
  start: string,
  end: string,
  type: string,
  capacity: number,
  title: string,
  location: string,
  description: string,
];

/** The sample camp's programme, 5-7 September 2025 (DECISIONS 3). Capacity 0 means unlimited. */
const samples: Sample[] = [
  [
    5,
    '15:00',
    '17:00',
    'social',
    0,
    'Arrival & Check-in',
    'Welcome Center',
    'Pick up your cabin key, name tags and the weekend map. Lemonade on the porch.',
  ],
  [
    5,
    '17:30',
    '18:00',
    'safety',
    0,
    'Safety Orientation',
    'Main Lodge',
    'Meet the counselors, learn the buddy system, the lake rules and where the first aid kits are.',
  ],
  [
    5,
    '18:00',
    '19:30',
    'meal',
    0,
    'Welcome BBQ Dinner',
    'Dining Hall',
    'Burgers, veggie skewers and corn on the cob. Tell the kitchen about allergies at check-in.',
  ],
  [5, '20:00', '21:30', 'social', 0, 'Opening Campfire', 'Campfire Circle', 'Songs, s’mores and the story of how the camp began.'],
  [
    6,
    '07:00',
    '07:45',
    'activity',
    15,
    'Sunrise Yoga',
    'Lakeside Deck',
    'Gentle stretching for all ages as the sun comes up. Mats provided.',
  ],
  [6, '08:00', '09:00', 'meal', 0, 'Pancake Breakfast', 'Dining Hall', 'Pancakes, fruit and hot chocolate.'],
  [
    6,
    '09:30',
    '11:30',
    'activity',
    12,
    'Canoe Trip',
    'Boat Dock',
    'A paddle across the lake with two counselors. Life jackets for everyone; ages 8 and up.',
  ],
  [
    6,
    '09:30',
    '10:30',
    'educational',
    20,
    'Nature Walk: Trees & Tracks',
    'Trailhead',
    'Learn to spot animal tracks and name the trees around camp.',
  ],
  [
    6,
    '11:00',
    '12:00',
    'safety',
    0,
    'Swim Check with the Lifeguard',
    'Swimming Beach',
    'Every camper who wants to swim past the ropes does a quick swim check.',
  ],
  [6, '12:30', '13:30', 'meal', 0, 'Picnic Lunch', 'The Meadow', 'Sandwiches and salads on blankets in the meadow.'],
  [6, '14:00', '15:00', 'activity', 4, 'Archery Basics', 'Archery Range', 'Small groups with a certified instructor. Ages 10 and up.'],
  [
    6,
    '14:00',
    '15:30',
    'activity',
    25,
    'Tie-Dye Workshop',
    'Craft Cabin',
    'Bring a white cotton shirt, or take one of ours. Old clothes recommended.',
  ],
  [
    6,
    '16:00',
    '17:00',
    'maintenance',
    6,
    'Trail Clean-up Crew',
    'Tool Shed',
    'Help clear the lake trail. Gloves and grabbers provided; snacks after.',
  ],
  [6, '18:00', '19:30', 'meal', 0, 'Family Dinner', 'Dining Hall', 'Pasta night, with the team awards.'],
  [6, '20:30', '21:45', 'educational', 20, 'Stargazing', 'Open Field', 'Telescopes, constellations and a red-light walk. Bring a blanket.'],
  [7, '08:00', '09:00', 'meal', 0, 'Farewell Breakfast', 'Dining Hall', 'Eggs, waffles and the group photo right after.'],
  [7, '09:00', '10:00', 'safety', 30, 'First Aid for Families', 'Main Lodge', 'Bandages, bee stings and what to do until help arrives.'],
  [7, '10:00', '11:30', 'social', 0, 'Talent Show', 'Amphitheater', 'Sign up at the lodge. Every act gets applause.'],
  [
    7,
    '11:30',
    '12:30',
    'maintenance',
    0,
    'Cabin Clean-up & Pack-out',
    'All Cabins',
    'Sweep out, strip beds, and check the lost-and-found before you go.',
  ],
];

/** A fixed id per sample, so a restart finds the ones already there. */
const sampleId = (index: number) => `5e7e0000-2025-4000-8000-${String(index + 1).padStart(12, '0')}`;

const at = (day: number, time: string) => new Date(`2025-09-0${day}T${time}:00${TZ}`);

/** Adds the sample events not yet present; one an organizer deleted stays deleted. */
export async function seedEvents(db: Db): Promise<void> {
  const ids = samples.map((_, i) => sampleId(i));
  const deleted = await db
    .select({ id: tombstones.entityId })
    .from(tombstones)
    .where(and(eq(tombstones.entity, 'events'), inArray(tombstones.entityId, ids)));
  const skip = new Set(deleted.map((d) => d.id));
  const rows = samples
    .map(([day, start, end, eventType, capacity, title, location, description], i) => ({
      id: sampleId(i),
      title,
      description,
      eventType,
      eventTime: at(day, start),
      endTime: at(day, end),
      location,
      capacity,
    }))
    .filter((r) => !skip.has(r.id));
  if (rows.length > 0) await db.insert(events).values(rows).onConflictDoNothing({ target: events.id });
}
