/**
 * `tap(name, args)`: a like, a packing tick, an RSVP or a vote that shows in the next frame. The
 * change shows from the overlay (tap-overlay.ts) at once, then goes through the one door as every
 * change does (`mutateOrNothing`, src/db/mutate.ts, loading the registry on first use); a write that
 * fails or that the plan refuses is undone on screen with a message. Taps of one row are written in order, each planned from the
 * database as the one before left it.
 */
import { mutateOrNothing } from '../mutate';
import type { OutboxRow } from '../schema';
import { tapKey, tapKinds, type TapArgs, type TapName } from './tap-kinds';
import { failTap, markCommitted, showTap } from './tap-overlay';

const writing = new Map<string, Promise<unknown>>();

/** Writes waiting for their frame: started at once when the page is hidden (see `afterNextFrame`). */
const waiting = new Set<() => void>();
let watchingVisibility = false;

function startWaitingWrites(): void {
  if (document.visibilityState !== 'hidden') return;
  for (const go of [...waiting]) go();
}

/**
 * Resolves once the frame that shows the tap has been drawn, so the write's work (loading the
 * registry, the transaction, the live queries it wakes) never delays that frame; after 100 ms at
 * most, for a page that draws no frame. A page being hidden (the camper leaves the app right after
 * the tap, where a phone may stop its timers) starts the write at once.
 */
const afterNextFrame = () =>
  new Promise<void>((resolve) => {
    if (typeof document === 'undefined' || document.visibilityState === 'hidden') return resolve();
    if (!watchingVisibility) {
      watchingVisibility = true;
      document.addEventListener('visibilitychange', startWaitingWrites);
    }
    const go = () => {
      waiting.delete(go);
      resolve();
    };
    waiting.add(go);
    setTimeout(go, 100);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(go, 0));
  });

async function write<K extends TapName>(name: K, args: TapArgs<K>): Promise<OutboxRow | null> {
  await afterNextFrame();
  const made = await mutateOrNothing(name, args);
  if (made === 'nothing') throw new Error(`${name}: nothing to do on this phone`);
  return made;
}

/** Shows the tap now and writes it; answers its outbox row (null: it cancelled an unsent one), or undefined when it failed. */
export function tap<K extends TapName>(name: K, args: TapArgs<K>): Promise<OutboxRow | null | undefined> {
  const key = tapKey(name, tapKinds[name].idOf(args));
  const entry = showTap(key, name, args);
  const before = writing.get(key) ?? Promise.resolve();
  const done = before
    .then(() => write(name, args))
    .then(
      (row) => {
        markCommitted(key, entry);
        return row;
      },
      (err: unknown) => {
        console.warn(`${name} not saved`, err);
        failTap(key, entry);
        return undefined;
      },
    );
  writing.set(key, done);
  void done.then(() => {
    if (writing.get(key) === done) writing.delete(key);
  });
  return done;
}
