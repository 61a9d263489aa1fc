/**
 * The taps that answer at once, by name: each one's look, read off its registry entry's `tap`
 * (src/db/<area>/<area>-taps.ts). Only the looks load here, with no Dexie, so the first screen
 * loads none of the registry; `TapName` is every registry entry with a look.
 */
import type { MutationArgs, mutations } from '../mutations';
import { defineArea } from '../mutations/area-names';
import { eventTaps } from '../events/events-taps';
import { feedTaps } from '../feed/feed-taps';
import { packingTaps } from '../packing/packing-taps';
import { pollTaps } from '../polls/polls-taps';
import type { TapLook } from './tap-look';

type Registry = typeof mutations;

export type TapName = { [K in keyof Registry]: Registry[K] extends { tap: object } ? K : never }[keyof Registry];
export type TapArgs<K extends TapName> = MutationArgs[K];
/** The least of a row the tap of kind `K` reads and changes. */
export type TapRow<K extends TapName> = Registry[K] extends { tap: TapLook<never, infer Row> } ? Row : never;

export const tapKinds: { [K in TapName]: TapLook<TapArgs<K>, TapRow<K>> } = {
  ...defineArea('feed', feedTaps),
  ...defineArea('packing', packingTaps),
  ...defineArea('events', eventTaps),
  ...defineArea('polls', pollTaps),
};

/** The overlay's key of a row: one tap at a time shows per row. */
export const tapKey = (name: TapName, id: string | number) => `${name}:${id}`;

export const isTapName = (name: string): name is TapName => Object.hasOwn(tapKinds, name);
