/**
 * Which drain of the outbox may settle rows. The drain runs under a Web Lock, but WebKit may let go
 * of a page's lock while the page is frozen in the back/forward cache; the page's drain then resumes
 * beside a newer one, with answers to rows the newer drain has sent again and settled. So each drain
 * stamps a new generation when it starts, and a drain whose generation is no longer the current one
 * stops before claiming or settling anything: a row is settled (a refusal undone, told) once.
 */
import { getMeta, setMeta } from './meta-repo';
import { db } from './schema';

const GENERATION = 'drainGeneration';

/**
 * Starts a drain: stamps its generation and, in the same transaction, makes the rows an earlier drain
 * left 'sending' (a closed tab, a frozen page) sendable again with their same key. Answers the generation.
 */
export function startDrain(): Promise<number> {
  return db.transaction('rw', db.meta, db.outbox, async () => {
    const generation = ((await getMeta<number>(GENERATION)) ?? 0) + 1;
    await setMeta(GENERATION, generation);
    await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
    return generation;
  });
}

/** Whether the drain of `generation` is still the current one (read inside the transaction that claims or settles). */
export async function isCurrentDrain(generation: number): Promise<boolean> {
  return (await getMeta<number>(GENERATION)) === generation;
}
