import { pokeDelayMs, type ChangePoke } from '../../contracts/replication-rules';
import { replicate } from './replicate';

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The server's `{ type: 'changed', spread_ms }`: something the camper may read changed; pull it soon. Answers the poke,
 * or null when the message is something else.
 */
export function changePokeOf(data: unknown): ChangePoke | null {
  try {
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    if (typeof parsed !== 'object' || parsed === null || (parsed as { type?: unknown }).type !== 'changed') return null;
    const spread = (parsed as { spread_ms?: unknown }).spread_ms;
    return typeof spread === 'number' ? { type: 'changed', spread_ms: spread } : { type: 'changed' };
  } catch {
    return null;
  }
}

/**
 * Pulls once after this phone's own share of the poke's spread (`random` in [0, 1) picks it): at once in a small camp,
 * spread over seconds when the server told thousands of phones at the same moment (contracts/replication-rules.ts).
 * Further pokes while it waits (pokes of the same instant, for no spread) add nothing; a poke during the pull itself is folded into one more pull after it
 * (replicate's folding).
 */
export function pokeReplication(poke: ChangePoke, random: () => number = Math.random): void {
  if (timer) return;
  const delay = pokeDelayMs(poke.spread_ms, random());
  timer = setTimeout(() => {
    timer = undefined;
    void replicate();
  }, delay);
}
