import { carriedRowsSchema, pokeDelayMs, type ChangePoke } from '../../contracts/replication-rules';
import { storeCarried } from '../db/replica-store';
import { replicate } from './replicate';

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The server's `{ type: 'changed', spread_ms, carried }`: something the camper may read changed; pull it soon. Answers
 * the poke, or null when the message is something else. Rows it carries that do not read as their contract are left
 * to the pull.
 */
export function changePokeOf(data: unknown): ChangePoke | null {
  try {
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    if (typeof parsed !== 'object' || parsed === null || (parsed as { type?: unknown }).type !== 'changed') return null;
    const { spread_ms: spread, carried } = parsed as { spread_ms?: unknown; carried?: unknown };
    const rows = carried === undefined ? undefined : carriedRowsSchema.safeParse(carried);
    return {
      type: 'changed',
      ...(typeof spread === 'number' ? { spread_ms: spread } : {}),
      ...(rows?.success ? { carried: rows.data } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Stores the rows the poke carried at once (a new post shows before any pull), then pulls once after this phone's own
 * share of the poke's spread (`random` in [0, 1) picks it): at once in a small camp,
 * spread over seconds when the server told thousands of phones at the same moment (contracts/replication-rules.ts).
 * Further pokes while it waits (pokes of the same instant, for no spread) add nothing; a poke during the pull itself is folded into one more pull after it
 * (replicate's folding).
 */
export function pokeReplication(poke: ChangePoke, random: () => number = Math.random): void {
  if (poke.carried) void storeCarried(poke.carried).catch((err: unknown) => console.warn('replication: carried rows not stored', err));
  if (timer) return;
  const delay = pokeDelayMs(poke.spread_ms, random());
  timer = setTimeout(() => {
    timer = undefined;
    void replicate();
  }, delay);
}
