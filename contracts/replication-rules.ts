/**
 * The 'changed' poke (/ws): the server tells open phones something they may read changed, and how widely to spread
 * their pulls, and carries a small change itself. The server and the phone both read these rules; `npm run bench --
 * realtime` measures them.
 */
import { z } from 'zod';
import { eventCountsSchema } from './events.js';
import { postSchema } from './feed.js';
import { pollTallySchema } from './polls.js';
import { sheetTakesSchema } from './signups.js';

/** At most one poke per interval per instance: the first of a quiet period goes at once, the rest of a burst in one. */
export const POKE_INTERVAL_MS = 1000;

/**
 * A poke reaching this many sockets or fewer (on the instance that sends it) asks for no spread: every phone pulls at
 * once. A camp of 30 families holds 30 to 60 open phones, well below. A pull that reads every area costs the server
 * about 25 ms of CPU on PGlite (a delta pull reads only the areas that changed, some 4 ms after one post: bench
 * realtime), so 100 pulls at once are at most some 2.5 s of work, within the 4 s a request may wait for the
 * embedded database (server/http/db-queue.ts); more than that at once are spread.
 */
export const POKE_SPREAD_FROM_SOCKETS = 100;

/** Above it, each socket adds this much to the spread: 2,000 sockets' pulls spread over 2 s, as the 1–3 s delay did. */
const SPREAD_MS_PER_SOCKET = 1;

/** However many sockets, no phone waits longer than this for its pull. */
const MAX_SPREAD_MS = 10_000;

/** The delay a phone picks when a poke says no spread (an older server's `{ type: 'changed' }`). */
export const POKE_DELAY_WITHOUT_SPREAD_MS = { min: 1000, max: 3000 };

/** Most a poke carries, as JSON text: a burst of more is left to the pulls alone (a post is some 500 bytes). */
export const CARRIED_TEXT_MAX = 8000;

/**
 * What a poke carries of the changes it tells, by the phone's table name, only what every phone it reaches may read
 * and reads alike:
 * - `made`: records a change has just made, whole (a new post: nobody has liked or commented it yet). The phone
 *   stores those it does not hold.
 * - `shared`: the part of a changed record that is the same for every reader (an event's counts after an RSVP, a
 *   poll's tally, who took a sign-up slot). The phone lays it over the record it holds, keeping its own part (its
 *   RSVP, its vote, its family's slot), unless the camper's own change to that record still waits for its answer.
 * Either way the phone still pulls as the poke asks, which brings whatever else changed and moves its cursor.
 */
export const carriedRowsSchema = z.object({
  made: z.object({ posts: z.array(postSchema).optional() }).optional(),
  shared: z
    .object({
      events: z.array(eventCountsSchema).optional(),
      polls: z.array(pollTallySchema).optional(),
      signups: z.array(sheetTakesSchema).optional(),
    })
    .optional(),
});
export type CarriedRows = z.infer<typeof carriedRowsSchema>;

/** What the server sends: `spread_ms` absent (older servers) reads as the 1–3 s delay; `carried` only when it has rows. */
export const changePokeSchema = z.object({
  type: z.literal('changed'),
  spread_ms: z.number().optional(),
  carried: carriedRowsSchema.optional(),
});
export type ChangePoke = z.infer<typeof changePokeSchema>;

/**
 * The rows of a change made while a poke waits for its interval's end: they go at once, alone, and the phone stores
 * them without pulling (the poke at the interval's end asks for the pull). Older phones ignore it and pull then.
 */
export const carriedEventSchema = z.object({ type: z.literal('carried'), carried: carriedRowsSchema });
export type CarriedEvent = z.infer<typeof carriedEventSchema>;

/** The spread of a poke that reaches this many sockets. */
export function pokeSpreadMs(sockets: number): number {
  return sockets <= POKE_SPREAD_FROM_SOCKETS ? 0 : Math.min(MAX_SPREAD_MS, Math.round(sockets * SPREAD_MS_PER_SOCKET));
}

/** How long a phone waits before it pulls, for a poke's spread and a `random` in [0, 1). */
export function pokeDelayMs(spreadMs: number | undefined, random: number): number {
  if (spreadMs === undefined || !Number.isFinite(spreadMs) || spreadMs < 0) {
    const { min, max } = POKE_DELAY_WITHOUT_SPREAD_MS;
    return min + random * (max - min);
  }
  return random * Math.min(spreadMs, MAX_SPREAD_MS);
}
