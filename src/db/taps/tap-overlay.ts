/**
 * What taps show before the database has them: one entry per row, set in the click handler, read
 * by the screens' hooks (src/db/hooks/use-tapped.ts) and merged over the row the live query gave. An
 * entry goes once its write committed and the screen's row shows it, or at once when the write failed,
 * which the failure notice then tells (src/components/tap-failed-toast.tsx).
 */
import type { TapArgs, TapName } from './tap-kinds';
import { journaledTaps, tapOwner } from './tap-journal';

export interface TapEntry<K extends TapName = TapName> {
  name: K;
  args: TapArgs<K>;
  /** The tap this entry is: kept when the entry is marked committed. */
  tap: object;
  committed: boolean;
}

interface TapFailure {
  name: TapName;
  /** What the camper is told: the kind's `notSaved` sentence, passed in so the frame's notice loads no tap looks. */
  says: string;
  /** A new object per failure, so the same kind failing twice is told twice. */
  tap: object;
}

let entries: ReadonlyMap<string, TapEntry> = new Map();
// Each kind's entries, a new map only when that kind's change: a like does not draw the poll list again.
const ofKind = new Map<TapName, ReadonlyMap<string, TapEntry>>();
const none: ReadonlyMap<string, TapEntry> = new Map();
let failure: TapFailure | null = null;
const listeners = new Set<() => void>();

function publish(next: ReadonlyMap<string, TapEntry>, name: TapName): void {
  entries = next;
  ofKind.set(name, new Map([...next].filter(([, e]) => e.name === name)));
  for (const listener of listeners) listener();
}

export function subscribeTaps(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every entry by key; a new map after each change (the snapshot of useSyncExternalStore). */
export const tapEntries = () => entries;
/** The entries of one kind of tap; a new map after each change of that kind. */
export const tapEntriesOf = (name: TapName) => ofKind.get(name) ?? none;
export const lastTapFailure = () => failure;

export function showTap<K extends TapName>(key: string, name: K, args: TapArgs<K>): TapEntry<K> {
  const entry: TapEntry<K> = { name, args, tap: {}, committed: false };
  publish(new Map(entries).set(key, entry), name);
  return entry;
}

const isCurrent = (key: string, entry: TapEntry) => entries.get(key)?.tap === entry.tap;

/** The tap's write committed: the entry now waits for the screen's row to show it. */
export function markCommitted(key: string, entry: TapEntry): void {
  if (isCurrent(key, entry)) publish(new Map(entries).set(key, { ...entry, committed: true }), entry.name);
}

export function dropTap(key: string, entry: TapEntry): void {
  if (!isCurrent(key, entry)) return;
  const next = new Map(entries);
  next.delete(key);
  publish(next, entry.name);
}

/** The write failed: the screen goes back to the database's row and says so (unless a newer tap of the row followed). */
export function failTap(key: string, entry: TapEntry, says: string): void {
  if (!isCurrent(key, entry)) return;
  failure = { name: entry.name, says, tap: entry.tap };
  dropTap(key, entry);
}

// Taps a reload or a closed app cut off before their write show from the first frame, until
// `replayTaps` (tap.ts) writes them.
for (const t of journaledTaps(tapOwner())) showTap(t.key, t.name, t.args);
