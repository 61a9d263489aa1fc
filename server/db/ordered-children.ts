/**
 * A parent's ordered children, as polls keep their options and sheets their slots: written from an edit form's list,
 * and read with their parents.
 */
import { createHash, randomUUID } from 'node:crypto';
import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.js';
import { insertOnce } from './rows.js';

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
function childId(parentId: string, key: string, nth: number): string {
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

/**
 * Stores a parent and then writes its children, in one transaction: the new parent's id, or undefined (and no
 * children written) when its id is already taken (a client's id sent again).
 */
export function insertWithChildren<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  parents: T,
  values: PgInsertValue<T>,
  writeChildren: (tx: Tx, parentId: string) => Promise<void>,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const made = await insertOnce(tx, parents, values);
    if (made) await writeChildren(tx, made);
    return made;
  });
}

type Parents = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };
type Children = PgTable & { position: AnyPgColumn };
type RowOf<T extends PgTable> = T['$inferSelect'];

/** A parent table and its children's (poll options, sheet slots). */
interface Family<P extends Parents, C extends Children> {
  parents: P;
  /** The children's table, and its column that names their parent. */
  children: C;
  parentOf: AnyPgColumn;
}

interface Views<P extends Parents, C extends Children, A, V> {
  /** What is read of the same parents beside their children (votes, claims), once for them all. */
  alongside: (ids: string[]) => Promise<A>;
  /** A parent as the reader sees it, from its children in order and what was read alongside. */
  view: (parent: RowOf<P>, children: RowOf<C>[], alongside: A) => V;
}

/** The parents matching `where`, newest first, each with its children in their order. */
export async function readWithChildren<P extends Parents, C extends Children, A, V>(
  db: Db,
  family: Family<P, C>,
  where: SQL | undefined,
  { alongside, view }: Views<P, C, A, V>,
): Promise<V[]> {
  const parentTable: PgTable = family.parents;
  const childTable: PgTable = family.children;
  const parents = await db.select().from(parentTable).where(where).orderBy(desc(family.parents.createdAt));
  if (parents.length === 0) return [];
  const ids = parents.map((parent) => parent.id as string);
  const [children, read] = await Promise.all([
    db
      .select({ parentId: family.parentOf, child: childTable })
      .from(childTable)
      .where(inArray(family.parentOf, ids))
      .orderBy(asc(family.children.position)),
    alongside(ids),
  ]);
  // Each row is its table's whole row, which is what RowOf says of it.
  const childrenOf = (id: unknown) => children.filter((c) => c.parentId === id).map((c) => c.child as RowOf<C>);
  return parents.map((parent) => view(parent as RowOf<P>, childrenOf(parent.id), read));
}
