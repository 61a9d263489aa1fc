import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { tapKey, tapKinds, type TapName, type TapRow } from '../taps/tap-kinds';
import { dropTap, subscribeTaps, tapEntries, tapEntriesOf, type TapEntry } from '../taps/tap-overlay';

function shownRow<K extends TapName, R extends TapRow<K>>(name: K, row: R, entry: TapEntry | undefined): R {
  const kind = tapKinds[name];
  if (!entry) return row;
  const { args } = entry as TapEntry<K>;
  return kind.shows(row, args) ? row : kind.show(row, args);
}

/**
 * Drops an entry whose write committed once the screen's row no longer needs it: the row shows the
 * tap, or it was read after the commit (not the row seen while the write ran), so a later change
 * (a refusal's undo) won. `under` keeps, per tap, the row seen while its write ran.
 */
function retire<K extends TapName>(name: K, row: TapRow<K>, entry: TapEntry | undefined, under: WeakMap<object, unknown>): void {
  if (!entry) return;
  if (!entry.committed) {
    under.set(entry.tap, row);
    return;
  }
  if (tapKinds[name].shows(row, (entry as TapEntry<K>).args) || under.get(entry.tap) !== row) dropTap(tapKey(name, row.id), entry);
}

/** The live query's rows as the camper's taps of kind `name` left them (src/db/taps/tap.ts), before the database has them. */
export function useTappedRows<K extends TapName, R extends TapRow<K>>(name: K, rows: R[] | undefined): R[] | undefined {
  const entries = useSyncExternalStore(
    subscribeTaps,
    () => tapEntriesOf(name),
    () => tapEntriesOf(name),
  );
  const under = useRef(new WeakMap<object, unknown>());
  const mine = entries.size > 0;
  const shown = useMemo(
    () => (rows && mine ? rows.map((r) => shownRow(name, r, entries.get(tapKey(name, r.id)))) : rows),
    [rows, mine, entries, name],
  );
  useEffect(() => {
    if (mine) for (const r of rows ?? []) retire(name, r, entries.get(tapKey(name, r.id)), under.current);
  }, [rows, mine, entries, name]);
  return shown;
}

/** One row as the camper's taps left it; only a tap of this row draws it again. */
export function useTappedRow<K extends TapName, R extends TapRow<K>>(name: K, row: R): R {
  const key = tapKey(name, row.id);
  const entry = useSyncExternalStore(
    subscribeTaps,
    () => tapEntries().get(key),
    () => tapEntries().get(key),
  );
  const under = useRef(new WeakMap<object, unknown>());
  useEffect(() => retire(name, row, entry, under.current), [name, row, entry]);
  return useMemo(() => shownRow(name, row, entry), [name, row, entry]);
}
