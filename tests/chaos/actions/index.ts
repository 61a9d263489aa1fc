/** Every action of the chaos run, by name. */
import { react, sendMessage } from './chat.js';
import { rsvp } from './events.js';
import { comment, like, postPhoto } from './feed.js';
import { tick } from './packing.js';
import { vote } from './polls.js';
import type { Action } from './screen.js';

export const chaosActions: [string, Action][] = [
  ['tick', tick],
  ['message', sendMessage],
  ['react', react],
  ['like', like],
  ['comment', comment],
  ['photo', postPhoto],
  ['rsvp', rsvp],
  ['vote', vote],
];
