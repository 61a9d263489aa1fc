import { replicate } from './replicate';

/** Pokes come in bursts (a busy camp): one pull shortly after the first of a burst. */
const POKE_DELAY_MS = 1500;

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

export function pokeReplication(): void {
  if (timer) return;
  timer = setTimeout(() => {
    timer = undefined;
    void replicate();
  }, POKE_DELAY_MS);
}
