/**
 * The taps the database may not hold yet, kept in localStorage from the click itself (synchronously),
 * under the signed-in person: a reload, the app swiped away or an update taking over between a tap and
 * its write loses nothing, because the next start writes them again (`replayTaps`, tap.ts). A tap is
 * the desired state of its row, so only the row's last tap is kept; a tap goes from the journal once
 * its write committed (or failed, which the camper is told), and writing again a state the database
 * already holds does nothing (the kind's plan finds nothing to do).
 */
import { tokenSubject } from '../../lib/token-subject';
import { useAuthStore } from '../../stores/auth-store';
import type { TapArgs, TapName } from './tap-kinds';

export interface JournaledTap<K extends TapName = TapName> {
  /** This tap: a later tap of the row replaces it. */
  id: string;
  /** The overlay's key of its row. */
  key: string;
  name: K;
  args: TapArgs<K>;
  /** Taps are written again in the order they were made. */
  seq: number;
}

type Journal = Record<string, JournaledTap>;

const PREFIX = 'camp-weekend:taps:';

/** Whose taps these are: the signed-in person (none for a guest). */
export const tapOwner = (): string | null => tokenSubject(useAuthStore.getState().token);

function read(owner: string): Journal {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PREFIX + owner) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Journal) : {};
  } catch {
    return {};
  }
}

function write(owner: string, journal: Journal): void {
  try {
    if (Object.keys(journal).length === 0) localStorage.removeItem(PREFIX + owner);
    else localStorage.setItem(PREFIX + owner, JSON.stringify(journal));
  } catch {
    // A full or blocked localStorage: the tap is still written to the database, as it always was.
  }
}

/** Keeps the tap as its row's desired state; answers its id. */
export function journalTap<K extends TapName>(owner: string, key: string, name: K, args: TapArgs<K>): string {
  const journal = read(owner);
  const seq = Math.max(0, ...Object.values(journal).map((t) => t.seq)) + 1;
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  write(owner, { ...journal, [key]: { id, key, name, args, seq } });
  return id;
}

/** The tap was written (or the camper was told it was not): it goes, unless a later tap of its row replaced it. */
export function unjournalTap(owner: string, key: string, id: string): void {
  const journal = read(owner);
  if (journal[key]?.id !== id) return;
  delete journal[key];
  write(owner, journal);
}

/** The person's journaled taps, oldest first. */
export function journaledTaps(owner: string | null): JournaledTap[] {
  return owner ? Object.values(read(owner)).sort((a, b) => a.seq - b.seq) : [];
}
