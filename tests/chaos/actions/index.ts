/** Every action of the chaos run, by name. */
import { react, sendMessage } from './chat.js';
import { tick } from './packing.js';
import type { Action } from './screen.js';

export const chaosActions: [string, Action][] = [
  ['tick', tick],
  ['message', sendMessage],
  ['react', react],
];
