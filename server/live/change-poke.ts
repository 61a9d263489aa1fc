import type { FastifyInstance } from 'fastify';
import type { Post } from '../../contracts/feed.js';
import { CARRIED_TEXT_MAX, POKE_INTERVAL_MS, pokeSpreadMs, type CarriedRows, type ChangePoke } from '../../contracts/replication-rules.js';
import { changeAudience, changeCarried } from '../http/change-concerns.js';
import { afterCommit } from '../http/request-tx.js';
import type { Hub } from './ws-hub.js';

/**
 * Asks the phones of these people (or every phone) to pull soon: once the current transaction has committed. `carried`:
 * rows of a change that concerns everyone, the same for every reader, which the poke takes along.
 */
export type Poke = (audience: 'everyone' | readonly string[], carried?: readonly CarriedRows[]) => void;

/** What a poke to everyone carries: the rows noted since the last poke, unless there are too many to send to every phone. */
function carriedOf(posts: Post[]): CarriedRows | undefined {
  if (posts.length === 0) return undefined;
  const carried = { posts };
  return JSON.stringify(carried).length <= CARRIED_TEXT_MAX ? carried : undefined;
}

/**
 * Tells open sockets `{ type: 'changed', spread_ms }`, so phones pull (GET /api/pull) while they have signal instead of
 * waiting for the next focus. The first change of a quiet period is told at once (after its commit); the changes that
 * follow within POKE_INTERVAL_MS make one poke at its end, so a busy camp makes one pull per phone a second, not one
 * per write. The sockets told are those of the people the changes concern, on every instance (through the hub):
 * those a write names (http/change-concerns.ts: a chat message pokes its conversation's members, a packing tick its
 * camper, anything else every socket), those a read that marks messages read concerns, and those a scheduled job's
 * change concerns (a purge: everyone; "starts soon": the people told). A poke to everyone carries the rows its changes
 * gave (a new post), within CARRIED_TEXT_MAX: phones store them at once instead of after their pull.
 */
export function createChangePoke(hub: Hub): { poke: Poke; stop: () => void } {
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let everyone = false;
  const people = new Set<string>();
  let posts: Post[] = [];
  const send = () => {
    waiting = undefined;
    const to = everyone ? 'everyone' : [...people];
    const carried = everyone ? carriedOf(posts) : undefined;
    everyone = false;
    people.clear();
    posts = [];
    lastSentAt = Date.now();
    const poke: ChangePoke = carried ? { type: 'changed', carried } : { type: 'changed' };
    void (to === 'everyone' ? hub.sendAll(poke) : hub.send(to, poke));
  };
  const note = (audience: 'everyone' | readonly string[], carried: readonly CarriedRows[] = []) => {
    if (audience === 'everyone') everyone = true;
    else audience.forEach((id) => people.add(id));
    for (const rows of carried) posts.push(...(rows.posts ?? []));
    if (waiting || (!everyone && people.size === 0)) return;
    const wait = lastSentAt + POKE_INTERVAL_MS - Date.now();
    if (wait <= 0) send();
    else waiting = setTimeout(send, wait);
  };
  return {
    poke: (audience, carried) => afterCommit(() => note(audience, carried)),
    stop: () => clearTimeout(waiting),
  };
}

/**
 * The poke as each instance hands it to its own sockets: how widely they spread their pulls follows how many of them
 * it reaches there (each instance answers, roughly, its own sockets' pulls); what it carries stays. Other events pass as they are.
 */
export function withPokeSpread<E extends { type: string }>(event: E, sockets: number): E | ChangePoke {
  return event.type === 'changed' ? { ...(event as ChangePoke), spread_ms: pokeSpreadMs(sockets) } : event;
}

/** Pokes after every write request under /api that succeeded (sign-in and the like aside), to whom it concerns. */
export function registerChangePoke(app: FastifyInstance, stop: () => void): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || reply.statusCode >= 400) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    app.ctx.poke(changeAudience(request), changeCarried(request));
  });
  app.addHook('onClose', async () => stop());
}
