/** A parent's ordered children written from an edit form's list, as polls write their options and sheets their slots. */

interface Writes<W, R> {
  /** Whether the wanted `want` is the existing `row` (by id, or by its text). */
  matches: (want: W, row: R) => boolean;
  update: (row: R, want: W, position: number) => Promise<unknown>;
  insert: (want: W, position: number) => Promise<unknown>;
  /** Deletes the children no wanted one matched (with the rows that point at them). */
  remove: (ids: string[]) => Promise<unknown>;
}

/**
 * Writes `wanted` in order over the `existing` children: each wanted one that matches a child not yet taken is
 * that child (updated in place, so what points at it stays), the others are inserted; children left over go.
 * A child's position is its place in `wanted`.
 */
export async function writeOrderedChildren<W, R extends { id: string }>(existing: R[], wanted: W[], writes: Writes<W, R>): Promise<void> {
  const kept = new Set<string>();
  for (const [position, want] of wanted.entries()) {
    const same = existing.find((row) => !kept.has(row.id) && writes.matches(want, row));
    if (same) {
      kept.add(same.id);
      await writes.update(same, want, position);
    } else {
      await writes.insert(want, position);
    }
  }
  const dropped = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (dropped.length > 0) await writes.remove(dropped);
}
