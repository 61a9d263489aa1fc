/**
 * Whose readable data a write request changed, gathered from each command it performed (one, or each operation of a
 * batch), for the poke that asks phones to pull (server/live/change-poke.ts). A command that names the people its
 * change concerns (`ok(body, concerns)`: a chat message, its conversation's members; a packing tick, its owner) pokes
 * only their phones; any other change, and any write that is not a command, concerns everyone. A refusal or a replay
 * changed nothing. A change that concerns everyone may give the rows the poke carries (`carried`: a new post, an event's counts).
 */
import type { FastifyRequest } from 'fastify';
import type { CarriedRows } from '../../contracts/replication-rules.js';
import type { Outcome } from './idempotency.js';

interface Concerns {
  everyone: boolean;
  people: Set<string>;
  carried: CarriedRows[];
}

const byRequest = new WeakMap<FastifyRequest, Concerns>();

/** Notes that the request changed what these people (or everyone) may read; `[]`: a command that changed nothing. */
export function noteChange(request: FastifyRequest, concerns: readonly string[] | 'everyone'): void {
  const noted = byRequest.get(request) ?? { everyone: false, people: new Set<string>(), carried: [] };
  byRequest.set(request, noted);
  if (concerns === 'everyone') noted.everyone = true;
  else for (const id of concerns) noted.people.add(id);
}

/** Notes what one performed command changed, by its outcome. */
export function noteOutcome(request: FastifyRequest, outcome: Outcome): void {
  const changed = outcome.status < 400 && !outcome.replayed;
  noteChange(request, changed ? (outcome.concerns ?? 'everyone') : []);
  // Rows only everyone may be sent: a change of a few people's data carries none.
  if (changed && !outcome.concerns && outcome.carried) byRequest.get(request)?.carried.push(outcome.carried);
}

/** Whose phones a successful write request should poke: everyone, or these people (none when it changed nothing). */
export function changeAudience(request: FastifyRequest): 'everyone' | string[] {
  const noted = byRequest.get(request);
  if (!noted || noted.everyone) return 'everyone';
  return [...noted.people];
}

/** The rows the request's changes gave the poke to carry (none for most). */
export const changeCarried = (request: FastifyRequest): CarriedRows[] => byRequest.get(request)?.carried ?? [];
