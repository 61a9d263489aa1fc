import { conversationsSource, messagesSource } from './chat-sources.js';
import { eventsSource, packingSource, pollsSource, usersSource } from './camp-sources.js';
import { campsSource, mapLocationsSource, rulesSource, teamsSource } from './content-sources.js';
import { postsSource } from './feed-sources.js';
import { notificationsSource } from './notification-source.js';
import { profileSource, reflectionsSource } from './own-sources.js';
import type { PullSource } from './source.js';

/** Every table of the replication stream: what a camper may read, all of it on the phone. */
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
];
