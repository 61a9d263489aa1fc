import type { ChangeLabel } from '../change-label';
import type { OutboxRow, UndoStep } from '../schema';

/** The call a change becomes (API path without /api). */
export interface MutationRequest {
  method: OutboxRow['method'];
  path: string;
  body?: unknown;
  /** Multipart fields; a file field names a row of `blobs`. */
  form?: OutboxRow['form'];
}

/** What `plan` decides from the phone's data before the change is queued. */
export interface Planned {
  /** Ordering and coalescing key: rows of one entity are sent in order, e.g. 'post:<id>'. */
  entity: string;
  request: MutationRequest;
  /** 'set': an unsent row of the same entity (same person) is replaced; 'append': every row is sent. */
  coalesce: 'set' | 'append';
  /** For 'set' rows: the server's state before the change; a later change back to it cancels both. */
  baseline?: unknown;
  /** What the camper did, e.g. { key: 'outbox:label.tick', values: { item: 'Sunscreen' } } (waiting list, refusal notice). */
  label: ChangeLabel;
}

/**
 * One kind of change (ARCHITECTURE "How data flows"): everything the outbox needs to know about it,
 * in one place. `apply` and `settle` run in the page and in the service worker: Dexie only.
 */
export interface MutationDef<A> {
  /** Reads the phone's data and decides what to send; null when there is nothing to do. */
  plan(args: A): Promise<Planned | null>;
  /** The optimistic change, inside the outbox's transaction (Dexie only); returns the undo steps. */
  apply(args: A): Promise<UndoStep[]>;
  /** Stores the server's answer once it accepted the change (the canonical entity). */
  settle?(answer: unknown, args: A, row: OutboxRow): Promise<void>;
}
