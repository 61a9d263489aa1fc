/**
 * The camp hub's journal of the changes it accepted (schema/hub.ts `hub_journal`): each written in its command's own
 * transaction, read back in order for the cloud (hub-forward.ts), and marked with the cloud's answer.
 */
import { and, asc, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { ForwardedOperation, MadePhoto } from '../../contracts/hub-forward.js';
import type { UploadedFile } from '../storage/uploads.js';
import type { Db } from '../db/client.js';
import { hubJournal } from '../db/schema/index.js';

/** One accepted change as the hub records it. */
export interface JournalEntry {
  userId: string;
  key: string;
  command?: string;
  params?: Record<string, string>;
  method: string;
  /** Without /api, as a batch operation's path. */
  path: string;
  body?: unknown;
  form?: { fields: Record<string, string>; file?: UploadedFile };
  /** The keys of the display and thumbnail the hub made of the form's photo. */
  photo?: { display: string; thumb: string };
  /** The id the hub gave the row a create made, when the input named none: the cloud makes the row under it. */
  createdId?: string;
}

/** Records a change; inside the change's own transaction (`db` is the request's). */
export async function journalChange(db: Db, entry: JournalEntry): Promise<void> {
  await db.insert(hubJournal).values({
    userId: entry.userId,
    key: entry.key,
    command: entry.command ?? null,
    method: entry.method,
    path: entry.path,
    params: entry.params ?? null,
    body: entry.body ?? null,
    formFields: entry.form?.fields ?? null,
    fileField: entry.form?.file?.field ?? null,
    fileName: entry.form?.file?.filename ?? null,
    fileBytes: entry.form?.file?.bytes ?? null,
    photoKey: entry.photo?.display ?? null,
    thumbKey: entry.photo?.thumb ?? null,
    createdId: entry.createdId ?? null,
  });
}

const pending = isNull(hubJournal.sentAt);

/** The display and thumbnail the hub made of a photo, by their keys. */
export type MadeKeys = Pick<MadePhoto, 'display' | 'thumb'>;

/** A change waiting for the cloud, and the photo the hub made of its file (sent ahead, in place of the file). */
export interface PendingChange {
  operation: ForwardedOperation;
  made?: MadePhoto;
}

/**
 * The oldest changes not yet answered, in order, as the cloud takes them: at most `rows`, and no more file bytes than
 * `fileBytes` in all (the first change always goes, whatever its size).
 */
export async function pendingOperations(db: Db, limits: { rows: number; fileBytes: number }): Promise<PendingChange[]> {
  const rows = await db.select().from(hubJournal).where(pending).orderBy(asc(hubJournal.seq)).limit(limits.rows);
  const changes: PendingChange[] = [];
  let bytes = 0;
  for (const row of rows) {
    bytes += row.fileBytes?.length ?? 0;
    if (changes.length > 0 && bytes > limits.fileBytes) break;
    const file = row.fileBytes && row.fileField ? { field: row.fileField, filename: row.fileName ?? '' } : undefined;
    const operation: ForwardedOperation = {
      seq: row.seq,
      user_id: row.userId,
      key: row.key,
      ...(row.command ? { command: row.command } : {}),
      ...(row.params ? { params: row.params } : {}),
      method: row.method as ForwardedOperation['method'],
      path: row.path,
      ...(row.body === null ? {} : { body: row.body }),
      ...(row.formFields
        ? {
            form: {
              fields: row.formFields,
              ...(file && row.fileBytes ? { file: { ...file, base64: row.fileBytes.toString('base64') } } : {}),
            },
          }
        : {}),
      ...(row.createdId ? { created_id: row.createdId } : {}),
      made_at: row.madeAt.toISOString(),
    };
    const made =
      file && row.fileBytes && row.photoKey && row.thumbKey
        ? { ...file, sha256: createHash('sha256').update(row.fileBytes).digest('hex'), display: row.photoKey, thumb: row.thumbKey }
        : undefined;
    changes.push(made ? { operation, made } : { operation });
  }
  return changes;
}

/** The keys of the photos the hub made for the waiting changes after `afterSeq`, the next `rows` of them in order. */
export async function pendingPhotoKeys(db: Db, { afterSeq, rows }: { afterSeq: number; rows: number }): Promise<MadeKeys[]> {
  const found = await db
    .select({ display: hubJournal.photoKey, thumb: hubJournal.thumbKey })
    .from(hubJournal)
    .where(and(pending, gt(hubJournal.seq, afterSeq)))
    .orderBy(asc(hubJournal.seq))
    .limit(rows);
  return found.flatMap(({ display, thumb }) => (display && thumb ? [{ display, thumb }] : []));
}

/** Marks changes answered by the cloud with its status; their file bytes are not needed any more. */
export async function markAnswered(db: Db, answered: { seq: number; status: number }[]): Promise<void> {
  if (answered.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { seq, status } of answered)
      await tx
        .update(hubJournal)
        .set({ sentAt: sql`now()`, status, fileBytes: null })
        .where(and(eq(hubJournal.seq, seq), pending));
  });
}

/** How many changes wait for the cloud. */
export async function countPending(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(hubJournal).where(pending);
  return row?.n ?? 0;
}

/** The last change recorded (0: none yet): a replace notes it, so the next pull knows whether the hub changed since. */
export async function lastJournalSeq(db: Db): Promise<number> {
  const [row] = await db.select({ seq: max(hubJournal.seq) }).from(hubJournal);
  return row?.seq ?? 0;
}
