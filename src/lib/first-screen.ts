/**
 * "The first screen is on the phone": the first route screen has mounted and painted. Work that the
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
