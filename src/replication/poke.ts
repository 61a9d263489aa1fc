import { carriedRowsSchema, pokeDelayMs, type CarriedEvent, type ChangePoke } from '../../contracts/replication-rules';
import { storeCarried } from '../db/replica-store';
import { replicate } from './replicate';
import { warmImages } from './warm-images';

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The server's `{ type: 'changed', spread_ms, carried }`: something the camper may read changed; pull it soon. Or its
 * `{ type: 'carried', carried }`: a change's rows, sent before the poke that will ask for the pull. Answers the poke,
 * or null when the message is something else. Rows that do not read as their contract are left to the pull.
 */
export function changePokeOf(data: unknown): ChangePoke | CarriedEvent | null {
  try {
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { type, spread_ms: spread, carried } = parsed as { type?: unknown; spread_ms?: unknown; carried?: unknown };
    const rows = carried === undefined ? undefined : carriedRowsSchema.safeParse(carried);
    if (type === 'carried') return rows?.success ? { type, carried: rows.data } : null;
    if (type !== 'changed') return null;
    return {
      type,
      ...(typeof spread === 'number' ? { spread_ms: spread } : {}),
      ...(rows?.success ? { carried: rows.data } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Stores the rows the poke carried at once (a new post shows before any pull, its photos fetched for offline as after
 * a pull). Rows sent alone end there; a 'changed' poke then pulls once after this phone's own share of its spread
 * (`random` in [0, 1) picks it): at once in a small camp, spread over seconds when the server told thousands of phones
 * at the same moment (contracts/replication-rules.ts). Further pokes while it waits (pokes of the same instant, for no
 * spread) add nothing; a poke during the pull itself is folded into one more pull after it (replicate's folding).
 */
export function pokeReplication(poke: ChangePoke | CarriedEvent, random: () => number = Math.random): void {
  const { carried } = poke;
  // A new post's photos are fetched for offline as after a pull: the signal may go before that pull.
  if (carried)
    void storeCarried(carried)
      .then(() => (carried.made?.posts?.length ? warmImages() : 0))
      .catch((err: unknown) => console.warn('replication: carried rows not stored', err));
  if (poke.type === 'carried' || timer) return;
  const delay = pokeDelayMs(poke.spread_ms, random());
  timer = setTimeout(() => {
    timer = undefined;
    void replicate();
  }, delay);
}
