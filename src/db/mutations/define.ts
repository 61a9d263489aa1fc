/**
 * How a kind of change is declared (ARCHITECTURE "How data flows" → Writes): one `defineMutation`
 * entry in its area's file (src/db/<area>/<area>-mutations.ts), named `<area>.<kind>` by `defineArea` (area-names.ts). The
 * registry (index.ts) derives every name and argument type from these entries.
 */
import type { IndexableType } from 'dexie';
import type { OutboxRequest } from '../../../contracts/commands';
import type { ChangeLabel } from '../change-label';
import type { OutboxRow, UndoStep } from '../schema';
import { myWaitingRows } from '../outbox-owner';
import type { TapLook } from '../taps/tap-look';

/** What `plan` decides from the phone's data before the change is queued. */
export interface Planned {
  /** Ordering and coalescing key: rows of one entity are sent in order, e.g. 'post:<id>'. */
  entity: string;
  /** The command it calls, typed by its declaration (contracts/commands.ts `outboxRequest`). */
  request: OutboxRequest;
  /** 'set': an unsent row of the same entity (same person) is replaced; 'append': every row is sent. */
  coalesce: 'set' | 'append';
  /** For 'set' rows: the server's state before the change; a later change back to it cancels both. */
  baseline?: unknown;
  /** For 'set' rows: the state the change leads to, compared with the baseline (default: the request's body). */
  state?: unknown;
  /** Later rows of the entity wait for its answer (it may move them: src/db/chat/chat-store.ts `moveConversation`). */
  solo?: true;
  /** What the camper did, e.g. { key: 'outbox:label.tick', values: { item: 'Sunscreen' } } (waiting list, refusal notice). */
  label: ChangeLabel;
}

/**
 * One kind of change: everything the outbox needs to know about it, in one place. `apply` and
 * `settle` run in the page and in the service worker: Dexie only.
 */
export interface MutationDef<Args> {
  /** Reads the phone's data and decides what to send; null when there is nothing to do. */
  plan(args: Args): Promise<Planned | null>;
  /** The optimistic change, inside the outbox's transaction (Dexie only); returns the undo steps. */
  apply(args: Args): Promise<UndoStep[]>;
  /** Stores the server's answer once it accepted the change (the canonical entity). */
  settle?(answer: unknown, args: Args, row: OutboxRow): Promise<void>;
  /**
   * The answer `settle` stores is the whole new state of the row the change made, counts included (an
   * event's Full, a poll's votes): the drain need not pull again for it (src/outbox/schedule.ts).
   */
  answerIsRow?: true;
}

/**
 * A tap (src/db/taps/tap.ts): a change that shows in the next frame, before the database has it. Its
 * look is declared beside the area's entries, free of Dexie (src/db/<area>/<area>-taps.ts), so the
 * first screen draws it without loading the registry.
 */
export interface TappedMutationDef<Args, Row extends { id: string | number }> extends MutationDef<Args> {
  tap: TapLook<Args, Row>;
}

/** A kind of change taking `Args` (what the screen passes to `mutate`, kept on the queued row); a tap's `Args` are its look's. */
export function defineMutation<Args, Row extends { id: string | number }>(def: TappedMutationDef<Args, Row>): TappedMutationDef<Args, Row>;
export function defineMutation<Args>(def: MutationDef<Args>): MutationDef<Args>;
export function defineMutation<Args>(def: MutationDef<Args>): MutationDef<Args> {
  return def;
}

/** What the steps below need of a Dexie table (any table of src/db/schema.ts holding `T`). */
export interface Records<T> {
  readonly name: string;
  bulkGet(keys: IndexableType[]): Promise<(T | undefined)[]>;
  add(record: NoInfer<T>): Promise<unknown>;
  put(record: NoInfer<T>): Promise<unknown>;
  delete(key: IndexableType): Promise<void>;
}

/** Puts a record in, marked waiting; undone by removing it. */
export async function addRow<T extends object>(
  table: Records<T>,
  key: IndexableType,
  record: NoInfer<T>,
  how: 'add' | 'put' = 'add',
): Promise<UndoStep[]> {
  await table[how]({ ...record, _pending: true });
  return [{ table: table.name, key }];
}

/** Changes a record, marked waiting; undone by putting it back. Nothing when the phone has no such record. */
export async function changeRow<T extends object>(
  table: Records<T>,
  key: IndexableType,
  change: (before: NoInfer<T>) => NoInfer<T>,
): Promise<UndoStep[]> {
  const [before] = await table.bulkGet([key]);
  if (!before) return [];
  await table.put({ ...change(before), _pending: true });
  return [{ table: table.name, key, value: before }];
}

/** Removes a record; undone by putting it back. */
export async function removeRow<T>(table: Records<T>, key: IndexableType): Promise<UndoStep[]> {
  const [before] = await table.bulkGet([key]);
  await table.delete(key);
  return before ? [{ table: table.name, key, value: before }] : [];
}

/**
 * Whether the server's answer to `row` may be stored: not while a later change of the same record
 * by the same person waits to be sent (its optimistic version is what the screen must keep showing).
 */
export async function answerIsLatest(row: OutboxRow): Promise<boolean> {
  const later = (await myWaitingRows(row.owner ?? null, row.entity)).filter((r) => r.id !== row.id && r.seq > row.seq);
  return later.length === 0;
}

/** The settle step of content edited in place: stores the server's record unless a later change of it still waits. */
export const storeLatest =
  <T>(table: Records<T>, parse: (answer: unknown) => T) =>
  async (answer: unknown, _args: unknown, row: OutboxRow): Promise<void> => {
    if (await answerIsLatest(row)) await table.put(parse(answer));
  };
