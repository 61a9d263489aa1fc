/**
 * The app's own reloads (a new version taking over) wait for work that must not be cut off: the taps
 * still being written (src/db/taps/tap.ts registers them), for `withinMs` at most.
 */
const holds = new Set<() => Promise<unknown>>();

/** `finish` runs before each reload the app makes; the reload waits for it. */
export function finishBeforeReload(finish: () => Promise<unknown>): void {
  holds.add(finish);
}

export async function reloadPage(withinMs = 3000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
  await Promise.race([Promise.allSettled([...holds].map((finish) => finish())), late]);
  clearTimeout(timer);
  window.location.reload();
}
