import { campsSource } from '../camps/pull-source.js';
import { householdsSource } from '../households/pull-source.js';
import { conversationsSource, messagesSource } from '../chat/pull-source.js';
import { eventsSource } from '../events/pull-source.js';
import { postsSource } from '../feed/pull-source.js';
import { mapLocationsSource } from '../map/pull-source.js';
import { notificationsSource } from '../notifications/pull-source.js';
import { packingSource } from '../packing/pull-source.js';
import { pollsSource } from '../polls/pull-source.js';
import { profileSource, usersSource } from '../profile/pull-source.js';
import { reflectionsSource } from '../reflections/pull-source.js';
import { rollCallsSource } from '../rollcalls/pull-source.js';
import { rulesSource } from '../rules/pull-source.js';
import { signupsSource } from '../signups/pull-source.js';
import { teamsSource } from '../teams/pull-source.js';
import type { PullSource } from './source.js';

/** Every table of the replication stream: what a camper may read, all of it on the phone. Each area declares its own in `server/<area>/pull-source.ts`. */
export const pullSources: PullSource[] = [
  postsSource,
  pollsSource,
  eventsSource,
  packingSource,
  usersSource,
  conversationsSource,
  messagesSource,
  rulesSource,
  mapLocationsSource,
  campsSource,
  teamsSource,
  reflectionsSource,
  profileSource,
  notificationsSource,
  householdsSource,
  signupsSource,
  rollCallsSource,
];
