/**
 * "The first screen is on the phone": the first route screen has drawn its content (a screen that
 * reads the phone's store says so itself once that read has drawn, else its mount counts). Work that the
 * screen does not need (the sync engine and its code) waits for it, so it does not compete with the
 * screen for a slow link or a slow CPU.
 */
let shown = false;
let expected = false;
const waiting: (() => void)[] = [];

/** The app is opening a screen that will say when it has shown (the route screens do). */
export function expectFirstScreen(): void {
  expected = true;
}

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
 * Runs `work` once the opening screen is shown, or at once when no opening screen is on its way
 * (a screen drawn on its own, outside the app's start): the phone's database code waits for the
 * first posts, which are read without it.
 */
export function afterOpeningScreen(work: () => void): void {
  if (expected) afterFirstScreen(work);
  else work();
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
