/**
 * `tap(name, args)`: a like, a packing tick, an RSVP or a vote that shows in the next frame. The tap
 * is journaled in the click itself (tap-journal.ts), so it is kept from the moment it shows; the
 * change shows from the overlay (tap-overlay.ts) at once, then goes through the one door as every
 * change does (`mutateOrNothing`, src/db/mutate.ts); a write that fails or that the plan refuses is
 * undone on screen with a message. Taps of one row are written in order, each planned from the
 * database as the one before left it. A start writes again the taps a reload or a closed app cut off
 * (`replayTaps`); a page being hidden or closed, or reloaded by the app, starts every waiting write.
 */
import { finishBeforeReload } from '../../lib/page-reload';
import { mutateOrNothing } from '../mutate';
import type { OutboxRow } from '../schema';
import { tapKey, tapKinds, type TapArgs, type TapName } from './tap-kinds';
import { journaledTaps, journalTap, tapOwner, unjournalTap } from './tap-journal';
import { dropTap, failTap, markCommitted, showTap } from './tap-overlay';

const writing = new Map<string, Promise<unknown>>();
/** The journal entries this page made: a replay leaves them to their own writes. */
const ownTaps = new Set<string>();
const replayed = new Set<string>();

/** Writes waiting for their frame: started at once when the page is hidden or closed (see `afterNextFrame`). */
const waiting = new Set<() => void>();
let watchingPage = false;

function startWaitingWrites(): void {
  for (const go of [...waiting]) go();
}

function watchPage(): void {
  if (watchingPage) return;
  watchingPage = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') startWaitingWrites();
  });
  window.addEventListener('pagehide', startWaitingWrites);
}

/**
 * Resolves once the frame that shows the tap has been drawn, so the write's work (loading the
 * registry, the transaction, the live queries it wakes) never delays that frame; after 100 ms at
 * most, for a page that draws no frame. A page being hidden or closed (the camper leaves the app
 * right after the tap, where a phone may stop its timers) starts the write at once.
 */
const afterNextFrame = () =>
  new Promise<void>((resolve) => {
    if (typeof document === 'undefined' || document.visibilityState === 'hidden') return resolve();
    watchPage();
    const go = () => {
      waiting.delete(go);
      resolve();
    };
    waiting.add(go);
    setTimeout(go, 100);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(go, 0));
  });

/** Starts every waiting write and resolves once all taps are written: before the app reloads itself. */
function finishTaps(): Promise<unknown> {
  startWaitingWrites();
  return Promise.allSettled([...writing.values()]);
}
finishBeforeReload(finishTaps);

/** Whether the database already holds the tap (a replay that found nothing to do), rather than refused it. */
async function alreadyKept<K extends TapName>(name: K, args: TapArgs<K>): Promise<boolean> {
  const { db } = await import('../schema');
  const look = tapKinds[name];
  const row = await db.table<object, string | number>(look.table).get(look.idOf(args));
  return row !== undefined && (look.shows as (row: object, args: TapArgs<K>) => boolean)(row, args);
}

interface Journaled {
  owner: string;
  id: string;
  /** Written again at start: a plan with nothing to do may mean the database already holds it (`alreadyKept`). */
  replay?: true;
}

function write<K extends TapName>(name: K, args: TapArgs<K>, key: string, journaled: Journaled | undefined) {
  const entry = showTap(key, name, args);
  const before = writing.get(key) ?? Promise.resolve();
  const done = before
    .then(afterNextFrame)
    .then(async () => {
      try {
        const made = await mutateOrNothing(name, args);
        if (made !== 'nothing') {
          markCommitted(key, entry);
          return made;
        }
        if (!journaled?.replay || !(await alreadyKept(name, args))) throw new Error(`${name}: nothing to do on this phone`);
        dropTap(key, entry);
        return null;
      } finally {
        // Written, or the camper is told it was not: either way it leaves the journal.
        if (journaled) unjournalTap(journaled.owner, key, journaled.id);
      }
    })
    .catch((err: unknown) => {
      console.warn(`${name} not saved`, err);
      failTap(key, entry, tapKinds[name].notSaved);
      return undefined;
    });
  writing.set(key, done);
  void done.then(() => {
    if (writing.get(key) === done) writing.delete(key);
  });
  return done;
}

/** Shows the tap now and writes it; answers its outbox row (null: it cancelled an unsent one), or undefined when it failed. */
export function tap<K extends TapName>(name: K, args: TapArgs<K>): Promise<OutboxRow | null | undefined> {
  const key = tapKey(name, tapKinds[name].idOf(args));
  const owner = tapOwner();
  const id = owner ? journalTap(owner, key, name, args) : undefined;
  if (id) ownTaps.add(id);
  return write(name, args, key, owner && id ? { owner, id } : undefined);
}

/** Writes again, once per page, the taps of `owner` that a reload or a closed app cut off before their write. */
export async function replayTaps(owner: string): Promise<void> {
  if (replayed.has(owner)) return;
  replayed.add(owner);
  // In the order they were made: an RSVP and a place in line share their event's standing.
  for (const t of journaledTaps(owner)) if (!ownTaps.has(t.id)) await write(t.name, t.args, t.key, { owner, id: t.id, replay: true });
}
