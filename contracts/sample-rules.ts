/**
 * The sample camp's rules (DECISIONS 3): the server seeds them, and the app shows their words in the
 * camper's language (contracts/sample-texts.ts).
 */
import type { RuleCategory, RuleImportance } from './rules.js';

type SampleRule = [title: string, category: RuleCategory, importance: RuleImportance, description: string];

/** The 8 sample rules of the Camp Rules page (SPEC §9). */
export const sampleRules: readonly SampleRule[] = [
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
