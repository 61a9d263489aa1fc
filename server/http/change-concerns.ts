/**
 * Whose readable data a write request changed, gathered from each command it performed (one, or each operation of a
 * batch), for the poke that asks phones to pull (server/live/change-poke.ts). A command that names the people its
 * change concerns (`ok(body, concerns)`: a chat message, its conversation's members; a packing tick, its owner) pokes
 * only their phones; any other change, and any write that is not a command, concerns everyone. A refusal or a replay
 * changed nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { Outcome } from './idempotency.js';

interface Concerns {
  everyone: boolean;
  people: Set<string>;
}

const byRequest = new WeakMap<FastifyRequest, Concerns>();

/** Notes that the request changed what these people (or everyone) may read; `[]`: a command that changed nothing. */
export function noteChange(request: FastifyRequest, concerns: readonly string[] | 'everyone'): void {
  const noted = byRequest.get(request) ?? { everyone: false, people: new Set<string>() };
  byRequest.set(request, noted);
  if (concerns === 'everyone') noted.everyone = true;
  else for (const id of concerns) noted.people.add(id);
}

/** Notes what one performed command changed, by its outcome. */
export function noteOutcome(request: FastifyRequest, outcome: Outcome): void {
  noteChange(request, outcome.status >= 400 || outcome.replayed ? [] : (outcome.concerns ?? 'everyone'));
}

/** Whose phones a successful write request should poke: everyone, or these people (none when it changed nothing). */
export function changeAudience(request: FastifyRequest): 'everyone' | string[] {
  const noted = byRequest.get(request);
  if (!noted || noted.everyone) return 'everyone';
  return [...noted.people];
}
