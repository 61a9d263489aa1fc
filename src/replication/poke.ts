import { replicate } from './replicate';

/**
 * Pokes come in bursts (a busy camp): one pull shortly after the first of a burst. Every phone of the camp hears a
 * poke at the same moment, so each waits a time of its own between these bounds: a thousand phones' pulls reach the
 * server over two seconds rather than in one instant.
 */
export const POKE_DELAY_MS = { min: 1000, max: 3000 };

let timer: ReturnType<typeof setTimeout> | undefined;

/** The server's `{ type: 'changed' }`: something the camper may read changed; pull it soon. */
export function isChangePoke(data: unknown): boolean {
  try {
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    return typeof parsed === 'object' && parsed !== null && (parsed as { type?: unknown }).type === 'changed';
  } catch {
    return false;
  }
}

/** Pulls once, after this phone's own delay (`random` in [0, 1) picks it); further pokes meanwhile add nothing. */
export function pokeReplication(random: () => number = Math.random): void {
  if (timer) return;
  const delay = POKE_DELAY_MS.min + random() * (POKE_DELAY_MS.max - POKE_DELAY_MS.min);
  timer = setTimeout(() => {
    timer = undefined;
    void replicate();
  }, delay);
}
