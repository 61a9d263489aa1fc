import type { Db } from '../client.js';
import { rules } from '../schema/index.js';
import { deletedSampleIds, sampleRowId } from './seed-rows.js';

type Sample = [
  title: string,
  category: 'General' | 'Safety' | 'Environment' | 'Health',
  importance: 'low' | 'medium' | 'high' | 'critical',
  description: string,
];

/** The 8 sample rules of the Camp Rules page (SPEC §9). */
const sampleRules: Sample[] = [
  [
    'Quiet Hours',
    'General',
    'high',
    'Quiet hours are from 10 PM to 7 AM. Keep voices and music low so little ones (and their parents) can sleep.',
  ],
  [
    'Buddy System at the Lake',
    'Safety',
    'critical',
    'Children swim only with a buddy and only when the lifeguard is on duty. Everyone wears a life jacket in a canoe.',
  ],
  [
    'Campfire Safety',
    'Safety',
    'critical',
    'Fires only in the fire rings, always with an adult present. Drown, stir and feel the ashes before you walk away.',
  ],
  [
    'Drive at Walking Pace',
    'Safety',
    'high',
    'Children play on the camp roads: 5 mph inside the campground, and park only in the parking area.',
  ],
  [
    'Leave No Trace',
    'Environment',
    'medium',
    'Pack out what you pack in, use the marked trash and recycling stations, and stay on the trails.',
  ],
  [
    'Food and Wildlife',
    'Environment',
    'high',
    'Store food and anything scented in your car or a bear box overnight. Never feed the wildlife.',
  ],
  [
    'Allergies and Medications',
    'Health',
    'high',
    'Tell a counselor about allergies and medications at check-in. The first aid kit and EpiPen are in the Main Lodge.',
  ],
  [
    'Photos of Children',
    'General',
    'medium',
    'Ask a parent before you take or share a photo of someone else’s child, and be kind to every camper.',
  ],
];

export const sampleRuleId = (index: number) => sampleRowId('a1e50000', index + 1);

/** Adds the sample rules not yet present; one an organizer deleted stays deleted. */
export async function seedRules(db: Db): Promise<void> {
  const ids = sampleRules.map((_, i) => sampleRuleId(i));
  const deleted = await deletedSampleIds(db, 'rules', ids);
  const rows = sampleRules
    .map(([title, category, importance, description], i) => ({ id: sampleRuleId(i), title, category, importance, description }))
    .filter((r) => !deleted.has(r.id));
  if (rows.length > 0) await db.insert(rules).values(rows).onConflictDoNothing({ target: rules.id });
}
