/**
 * "The first screen is on the phone": the first route screen has drawn its content (a screen that
 * reads the phone's store says so itself once that read has drawn, else its mount counts). Work that the
 * screen does not need (the sync engine and its code) waits for it, so it does not compete with the
 * screen for a slow link or a slow CPU.
 */
let shown = false;
const waiting: (() => void)[] = [];

export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const run of waiting.splice(0)) run();
}

/** Runs `work` once the first screen is shown (at once if it already is). */
export function afterFirstScreen(work: () => void): void {
  if (shown) work();
  else waiting.push(work);
}

/**
 * Runs `work` once the first screen is shown and the phone then has a quiet moment (its first data
 * read and drawn), so that loading other code never delays the first post; at the latest after `maxWaitMs`.
 */
export function whenSettled(work: () => void, maxWaitMs = 2000): void {
  afterFirstScreen(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: maxWaitMs });
    else setTimeout(work, 200);
  });
}
