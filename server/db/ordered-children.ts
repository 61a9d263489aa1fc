/** A parent's ordered children written from an edit form's list, as polls write their options and sheets their slots. */
import { createHash, randomUUID } from 'node:crypto';

interface Writes<W, R> {
  /** Whether the wanted `want` is the existing `row` (by id, or by its text). */
  matches: (want: W, row: R) => boolean;
  /** The text a new child is known by (an option's text, a slot's label): with its parent, it makes the child's id. */
  keyOf: (want: W) => string;
  update: (row: R, want: W, position: number) => Promise<unknown>;
  /** Inserts a new child with `id` (unless the wanted one names its own); false when that id is taken. */
  insert: (want: W, position: number, id: string) => Promise<boolean>;
  /** Deletes the children no wanted one matched (with the rows that point at them). */
  remove: (ids: string[]) => Promise<unknown>;
}

/**
 * A new child's id, the same on every server that applies the same edit (a camp hub and then the cloud, so a vote
 * made at camp names the option the cloud made): from its parent, its text, and which of the wanted ones with that
 * text it is. A UUID (version 5 layout) drawn from a SHA-256.
 */
export function childId(parentId: string, key: string, nth: number): string {
  const hex = createHash('sha256').update(`${parentId}\n${nth}\n${key}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 3) | 8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Writes `wanted` in order over the `existing` children: each wanted one that matches a child not yet taken is
 * that child (updated in place, so what points at it stays), the others are inserted with their `childId` (a
 * random one in the rare case it is taken); children left over go first. A child's position is its place in `wanted`.
 */
export async function writeOrderedChildren<W, R extends { id: string }>(
  parentId: string,
  existing: R[],
  wanted: W[],
  writes: Writes<W, R>,
): Promise<void> {
  const kept = new Set<string>();
  const plan = wanted.map((want) => {
    const same = existing.find((row) => !kept.has(row.id) && writes.matches(want, row));
    if (same) kept.add(same.id);
    return same;
  });
  const dropped = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (dropped.length > 0) await writes.remove(dropped);
  const seen = new Map<string, number>();
  for (const [position, want] of wanted.entries()) {
    const same = plan[position];
    if (same) {
      await writes.update(same, want, position);
      continue;
    }
    const key = writes.keyOf(want);
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    if (!(await writes.insert(want, position, childId(parentId, key, nth)))) await writes.insert(want, position, randomUUID());
  }
}
