/**
 * Which tables may have changed, for the embedded database (PGlite), where every statement passes
 * through this process (pglite-statements.ts) and a transaction holds the one connection until it
 * ends. Each statement that can write a table moves that table's counter on before it runs, so:
 * - a reader that sees the same counters as when it last read knows its copy is still current, and
 *   need not ask the database again (the token's user on every request, the schedule's stamp);
 * - a reader that sees new counters reads again, and that read runs after the writing transaction
 *   has ended, so it sees its outcome (committed or rolled back).
 * A delete also moves on the tables whose foreign keys cascade from it (read from the catalog), and
 * anything that is not a plain data statement (DDL, TRUNCATE) moves on every table.
 * PostgreSQL has no such view (other instances write too): its readers always ask the database.
 */
import { getTableName, type Table } from 'drizzle-orm';
import type { Db } from './client.js';

const WRITE = /^\s*(insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/i;
const WRITES_ANYWHERE = /\b(insert|update|delete)\b/i;
const READ_ONLY = /^\s*(select|savepoint|release|rollback|begin|commit|start|end|set|show|lock)\b/i;

export class TableChanges {
  private readonly counters = new Map<string, number>();
  private everything = 0;
  /** Parent table: the tables a delete there also changes (cascade, set null, set default). */
  private cascades = new Map<string, string[]>();
  private readonly hearers = new Set<(text: string) => void>();

  /** Called once with each statement's text just before it runs, and with BEGIN and COMMIT/ROLLBACK of a transaction. */
  willRun(text: string): void {
    this.noteStatement(text);
    for (const hear of this.hearers) hear(text);
  }

  /** Hears every statement (a measurement counts them); answers the way to stop. */
  hear(hearer: (text: string) => void): () => void {
    this.hearers.add(hearer);
    return () => this.hearers.delete(hearer);
  }

  /** Called with each statement's text just before it runs, and again just after one outside a transaction has run. */
  noteStatement(text: string): void {
    const [, verb, name] = WRITE.exec(text) ?? [];
    if (verb && name) {
      const table = name.toLowerCase();
      if (/^delete/i.test(verb)) for (const t of this.reachedBy(table)) this.bump(t);
      else this.bump(table);
      return;
    }
    if (/^\s*with\b/i.test(text) ? WRITES_ANYWHERE.test(text) : !READ_ONLY.test(text)) this.everything += 1;
  }

  /** Changes whenever any of `tables` may have changed. */
  stamp(tables: readonly string[]): string {
    return `${this.everything}:${tables.map((t) => this.counters.get(t) ?? 0).join(',')}`;
  }

  /** Changes whenever any table may have changed. */
  everyTable(): string {
    let writes = 0;
    for (const count of this.counters.values()) writes += count;
    return `${this.everything}:${writes}`;
  }

  /** Reads the foreign keys whose delete action writes the child table (after migrations). */
  async learnCascades(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<void> {
    const { rows } = await query(
      `select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint where contype = 'f' and confdeltype in ('c', 'n', 'd')`,
    );
    const cascades = new Map<string, string[]>();
    for (const row of rows as { child: string; parent: string }[]) {
      const [parent, child] = [row.parent, row.child].map((name) => name.replaceAll('"', '').replace(/^public\./, ''));
      if (parent && child) cascades.set(parent, [...(cascades.get(parent) ?? []), child]);
    }
    this.cascades = cascades;
  }

  private bump(table: string): void {
    this.counters.set(table, (this.counters.get(table) ?? 0) + 1);
  }

  /** `table` and every table a delete there reaches, through cascades of cascades. */
  private reachedBy(table: string): Set<string> {
    const reached = new Set([table]);
    for (const t of reached) for (const child of this.cascades.get(t) ?? []) reached.add(child);
    return reached;
  }
}

const CHANGES = Symbol('table changes');

/** Marks `db` (the embedded database itself, not a transaction) as watched by `changes`. */
export function watchTables(db: Db, changes: TableChanges): void {
  // Configurable, so a view of `db` that stands for a transaction (lib/request-tx.ts) may answer undefined.
  Object.defineProperty(db, CHANGES, { value: changes, configurable: true });
}

/**
 * The changes of `db` when it is the embedded database outside any transaction; undefined on
 * PostgreSQL and inside a transaction (which must see its own writes), where readers ask the database.
 */
export function tableChangesOf(db: Db): TableChanges | undefined {
  return (db as unknown as Record<symbol, TableChanges | undefined>)[CHANGES];
}

/**
 * Reads kept between requests on the embedded database: `read()`'s answer for a key is used again
 * while none of `tables` has changed since it was read (at most `max` answers are kept). On
 * PostgreSQL and inside a transaction every call reads.
 */
export function keptReads<K, V>(
  tables: readonly string[],
  max: number,
): (db: Db, key: K, read: () => Promise<V | undefined>) => Promise<V | undefined> {
  const kept = new WeakMap<TableChanges, { stamp: string; byKey: Map<K, V> }>();
  return async (db, key, read) => {
    const changes = tableChangesOf(db);
    if (!changes) return read();
    const stamp = changes.stamp(tables);
    let current = kept.get(changes);
    if (current?.stamp !== stamp) kept.set(changes, (current = { stamp, byKey: new Map() }));
    if (current.byKey.has(key)) return current.byKey.get(key);
    const value = await read();
    // Kept only if no write to those tables began while it was read.
    if (value !== undefined && changes.stamp(tables) === stamp && current.byKey.size < max) current.byKey.set(key, value);
    return value;
  };
}

/** The database names of these tables, as the counters know them (a pull source's `tables`). */
export const tablesOf = (...tables: Table[]): readonly string[] => tables.map((table) => getTableName(table));
