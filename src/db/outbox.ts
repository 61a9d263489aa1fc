/**
 * The outbox: every write of the app. A repository calls `enqueue` with the API call to make and
 * a function that applies the optimistic change to Dexie and returns the undo steps; both land in
 * one Dexie transaction, so the screen shows the change at once and the change cannot be lost.
 * src/outbox/drain.ts then sends the rows (Idempotency-Key = row id) when there is signal, in order
 * per entity, batched through POST /api/sync, retried with backoff; a refusal (4xx) runs the undo
 * steps and leaves a 'Not saved' notification; a 401 pauses the queue until the next sign-in.
 *
 * Screens make changes through the one door, `mutate(name, args)` (src/db/mutate.ts), whose
 * registry (src/db/mutations) calls `enqueue` here. API:
 *   enqueue(mutation, change?) -> Promise<OutboxRow | null>
 *       `change` runs inside the transaction and may only touch Dexie (no fetch, no other awaits);
 *       it returns UndoStep[] ({ table, key, value }: value = the record before, undefined = it did
 *       not exist) and should mark the records it writes `_pending: true`. Returns the stored row,
 *       or null when a 'set' row cancelled an unsent row that it undid (nothing will be sent).
 *       Coalescing ('set', the default for PUT): an unsent row of the same entity (queued by the same
 *       person: each row carries its `owner`, and is sent only with that person's session) is replaced by the
 *       new one (the earliest undo steps and baseline are kept); if the new body deep-equals the
 *       baseline, both cancel. 'append' rows (the default for POST and DELETE) never coalesce.
 *   enqueueUpload(mutation with form, files, change?) -> same, storing each Blob in `blobs` first
 *       (form fields reference them as { blobId, filename }; the drain sends multipart).
 *   onEnqueue(listener) -> unsubscribe: called after each enqueue (the app drains at once).
 *   Waiting list (src/db/outbox-rows.ts): retryRow(id), discardRow(id); live list: src/db/hooks/use-outbox.ts.
 *   Answers: the row's `kind` names its registry entry, whose settle step stores the server's entity.
 *   Sending: src/outbox/drain.ts `drainOutbox({ retryNow? })` (page and service worker; retryNow when
 *       connectivity just returned); when the page drains: src/outbox/drain-triggers.ts `startDraining()`,
 *       src/outbox/schedule.ts `requestDrain()`.
 *   Rows that depend on each other (a comment on a post created offline) must share an entity.
 *   A lost connection (Safari, after the background) is reopened and the transaction tried again
 *   (src/db/reconnect.ts); the row's id is chosen before the first try, and a try again that finds it
 *   (or a row it was folded into: `lastChange`) returns it, so a change is never queued twice. A
 *   change the phone has no room for rejects with StorageFullError and tells the camper (src/db/storage-full.ts).
 */
import { tokenSubject } from '../lib/token-subject';
import { getSessionToken } from './auth/session-repo';
import { deepEqual } from './deep-equal';
import type { ChangeLabel } from './change-label';
import { db, type OutboxRow, type UndoStep } from './schema';
import { withReconnect } from './reconnect';
import { storing } from './storage-full';
import { applyUndo, clearPendingMarks, mergeUndo } from './undo';

export interface Mutation {
  /** Ordering/coalescing key, e.g. 'packing:<id>', 'post-like:<postId>', 'conversation:<id>'. */
  entity: string;
  /** The declared command it calls and its path parameters (contracts/commands.ts). */
  command?: string;
  params?: Record<string, string>;
  method: OutboxRow['method'];
  /** API path without /api, e.g. '/packing/12'. */
  path: string;
  body?: unknown;
  form?: OutboxRow['form'];
  /** 'set' (default for PUT; pass it for set-style POSTs): an unsent row for the same entity is replaced. */
  coalesce?: OutboxRow['coalesce'];
  /** For 'set' rows: the server state before the change; a later row whose state equals it cancels both. */
  baseline?: unknown;
  /** For 'set' rows: the state the change leads to, compared with an earlier row's baseline (default: the body). */
  state?: unknown;
  /** Later rows of the entity wait for this one's answer (src/outbox/pick-round.ts). */
  solo?: true;
  /** The registry's name of the change (src/db/mutations), whose settle step stores the server's answer. */
  kind?: string;
  /** The arguments the change was made with, given back to the settle step. */
  args?: unknown;
  /** What the camper did, e.g. "Tick 'Sunscreen'". */
  label: string;
  /** The same, as a key of the `outbox` catalog with its values, shown in the camper's language. */
  labelKey?: ChangeLabel;
}

export type OptimisticChange = () => Promise<UndoStep[]>;

type Listener = (row: OutboxRow | null) => void;
const listeners = new Set<Listener>();

export function onEnqueue(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function enqueue(mutation: Mutation, change?: OptimisticChange): Promise<OutboxRow | null> {
  // The row's id, chosen once: a try again after a lost connection finds the row if the first try committed.
  const id = crypto.randomUUID();
  const result = await storing(() =>
    withReconnect(() =>
      db.transaction('rw', db.tables, async () => {
        const kept = await keptChange(mutation.entity, id);
        if (kept) return kept;
        const undo = change ? await change() : [];
        const owner = tokenSubject(await getSessionToken());
        const coalesce = mutation.coalesce ?? (mutation.method === 'PUT' ? 'set' : 'append');
        const earlier = coalesce === 'set' ? await unsentSetRow(mutation.entity, owner) : undefined;
        if (earlier) return replaceUnsent(earlier, mutation, undo, id);
        const last = await db.outbox.orderBy('seq').last();
        const row: OutboxRow = {
          id,
          owner,
          seq: (last?.seq ?? 0) + 1,
          entity: mutation.entity,
          command: mutation.command,
          params: mutation.params,
          method: mutation.method,
          path: mutation.path,
          body: mutation.body,
          form: mutation.form,
          coalesce,
          baseline: mutation.baseline,
          ...(mutation.solo ? { solo: true } : {}),
          undo,
          kind: mutation.kind,
          args: mutation.args,
          label: mutation.label,
          labelKey: mutation.labelKey,
          state: 'pending',
          attempts: 0,
          nextAttemptAt: 0,
          createdAt: new Date().toISOString(),
        };
        await db.outbox.add(row);
        return row;
      }),
    ),
  );
  for (const listener of listeners) listener(result);
  return result;
}

/** Keeps a file on the phone until the row that names it is sent (the blob's id goes in a form field). */
export async function storeBlob(blob: Blob): Promise<string> {
  const id = crypto.randomUUID();
  const data = await blob.arrayBuffer();
  await storing(() => withReconnect(() => db.blobs.put({ id, data, type: blob.type, createdAt: new Date().toISOString() })));
  return id;
}

/** Removes a kept file that no row names (its change was not queued). */
export async function forgetBlob(id: string): Promise<void> {
  await withReconnect(() => db.blobs.delete(id));
}

/** Stores the files as ArrayBuffers in `blobs`, then enqueues the multipart row that names them. */
export async function enqueueUpload(
  mutation: Mutation,
  files: Record<string, { blob: Blob; filename: string }>,
  change?: OptimisticChange,
): Promise<OutboxRow | null> {
  const form: NonNullable<OutboxRow['form']> = { ...(mutation.form ?? {}) };
  for (const [field, file] of Object.entries(files)) form[field] = { blobId: await storeBlob(file.blob), filename: file.filename };
  return enqueue({ ...mutation, form }, change);
}

/** The never-sent 'set' row of the entity queued by the same person, if one waits (never someone else's). */
async function unsentSetRow(entity: string, owner: string | null): Promise<OutboxRow | undefined> {
  const rows = await db.outbox.where('entity').equals(entity).toArray();
  return rows.find((r) => r.coalesce === 'set' && r.state === 'pending' && r.attempts === 0 && (r.owner ?? null) === owner);
}

/** The row a change of this id already landed in (it committed, though its caller heard of a lost connection). */
async function keptChange(entity: string, id: string): Promise<OutboxRow | undefined> {
  return db.outbox
    .where('entity')
    .equals(entity)
    .filter((r) => r.id === id || r.lastChange === id)
    .first();
}

async function replaceUnsent(earlier: OutboxRow, mutation: Mutation, undo: UndoStep[], id: string): Promise<OutboxRow | null> {
  const merged = mergeUndo(earlier.undo, undo);
  if (earlier.baseline !== undefined && deepEqual(mutation.state ?? mutation.body, earlier.baseline)) {
    await db.outbox.delete(earlier.id);
    // Back to the record as it was, or as the server sent it meanwhile (src/db/replica-changes.ts rebase).
    await applyUndo(merged);
    await clearPendingMarks(merged, earlier.owner ?? null, earlier.id);
    return null;
  }
  const row: OutboxRow = {
    ...earlier,
    command: mutation.command,
    params: mutation.params,
    path: mutation.path,
    method: mutation.method,
    body: mutation.body,
    form: mutation.form,
    kind: mutation.kind,
    args: mutation.args,
    label: mutation.label,
    labelKey: mutation.labelKey,
    undo: merged,
    lastChange: id,
  };
  await db.outbox.put(row);
  return row;
}
