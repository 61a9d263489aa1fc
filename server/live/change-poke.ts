import type { FastifyInstance } from 'fastify';
import {
  CARRIED_TEXT_MAX,
  POKE_INTERVAL_MS,
  pokeSpreadMs,
  type CarriedEvent,
  type CarriedRows,
  type ChangePoke,
} from '../../contracts/replication-rules.js';
import { changeAudience, changeCarried } from '../http/change-concerns.js';
import { afterCommit } from '../http/request-tx.js';
import type { Hub } from './ws-hub.js';

/**
 * Asks the phones of these people (or every phone) to pull soon: once the current transaction has committed. `carried`:
 * rows of a change that concerns everyone, the same for every reader, which the poke takes along.
 */
export type Poke = (audience: 'everyone' | readonly string[], carried?: readonly CarriedRows[]) => void;

type Tables = Record<string, unknown[] | undefined>;

/** One section of several changes' carried rows, table by table, in the order the changes came. */
function joined(sections: (Tables | undefined)[]): Tables | undefined {
  const tables: Record<string, unknown[]> = {};
  for (const section of sections)
    for (const [table, rows] of Object.entries(section ?? {})) tables[table] = [...(tables[table] ?? []), ...(rows ?? [])];
  return Object.keys(tables).length > 0 ? tables : undefined;
}

/** What a poke to everyone carries: the rows noted since the last poke, unless there are too many to send to every phone. */
function carriedOf(noted: readonly CarriedRows[]): CarriedRows | undefined {
  const made = joined(noted.map((c) => c.made));
  const shared = joined(noted.map((c) => c.shared));
  if (!made && !shared) return undefined;
  const carried: CarriedRows = { ...(made ? { made } : {}), ...(shared ? { shared } : {}) };
  return JSON.stringify(carried).length <= CARRIED_TEXT_MAX ? carried : undefined;
}

/**
 * Tells open sockets `{ type: 'changed', spread_ms }`, so phones pull (GET /api/pull) while they have signal instead of
 * waiting for the next focus. The first change of a quiet period is told at once (after its commit); the changes that
 * follow within POKE_INTERVAL_MS make one poke at its end, so a busy camp makes one pull per phone a second, not one
 * per write; the rows such a change carries go at once, alone (`{ type: 'carried' }`), so a post made just after
 * another change shows at once too. The sockets told are those of the people the changes concern, on every instance
 * (through the hub): those a write names (http/change-concerns.ts: a chat message pokes its conversation's members, a
 * packing tick its camper, anything else every socket), those a read that marks messages read concerns, and those a
 * scheduled job's change concerns (a purge: everyone; "starts soon": the people told). A poke to everyone carries the
 * rows its changes gave (a new post, an event's counts...), within CARRIED_TEXT_MAX: phones store them at once instead
 * of after their pull.
 */
export function createChangePoke(hub: Hub): { poke: Poke; stop: () => void } {
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let everyone = false;
  const people = new Set<string>();
  let carried: CarriedRows[] = [];
  const send = () => {
    waiting = undefined;
    const to = everyone ? 'everyone' : [...people];
    const rows = everyone ? carriedOf(carried) : undefined;
    everyone = false;
    people.clear();
    carried = [];
    lastSentAt = Date.now();
    const poke: ChangePoke = rows ? { type: 'changed', carried: rows } : { type: 'changed' };
    void (to === 'everyone' ? hub.sendAll(poke) : hub.send(to, poke));
  };
  const note = (audience: 'everyone' | readonly string[], rows: readonly CarriedRows[] = []) => {
    if (audience === 'everyone') everyone = true;
    else audience.forEach((id) => people.add(id));
    if (!everyone && people.size === 0) return;
    const wait = waiting ? Number.POSITIVE_INFINITY : lastSentAt + POKE_INTERVAL_MS - Date.now();
    // Within the interval the pull waits for its end, but what a phone can store goes at once, alone.
    const early = wait > 0 && audience === 'everyone' ? carriedOf(rows) : undefined;
    if (early) void hub.sendAll<CarriedEvent>({ type: 'carried', carried: early });
    else carried.push(...rows);
    if (waiting) return;
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
