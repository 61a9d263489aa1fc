/**
 * What became of a queued change, in one place for every screen: 'waiting' while its outbox row is
 * still there, 'refused' (with the server's sentence, in the camper's language) when the server said no, else 'sent'.
 * Refusals are kept for a week, keyed by the outbox row.
 */
import type { NoticeKind } from '../../contracts/notifications-notices';
import { labelParams } from './change-label';
import { liveRead } from './live-read';
import { db, type OutboxRow } from './schema';

export type Outcome = { state: 'sent' | 'waiting' } | { state: 'refused'; reason: string; code?: string };

const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export async function outcomeOf(rowId: string): Promise<Outcome> {
  if (await db.outbox.get(rowId)) return { state: 'waiting' };
  const refused = await db.outcomes.get(rowId);
  return refused
    ? { state: 'refused', reason: await inCampersLanguage(refused.code, refused.reason), code: refused.code }
    : { state: 'sent' };
}

/** The refusal's sentence in the camper's language (loaded when needed, so the outbox code stays light). */
async function inCampersLanguage(code: string | undefined, reason: string): Promise<string> {
  const { translatedError } = await import('../lib/server-text');
  return translatedError(code, reason);
}

/** Notes the server's refusal of a row (inside the refusal's transaction), and forgets old ones. */
export async function recordRefusal(row: OutboxRow, reason: string, code?: string): Promise<void> {
  await db.outcomes.put({
    rowId: row.id,
    kind: row.kind,
    state: 'refused',
    reason,
    ...(code ? { code } : {}),
    named: namedParams(row),
    at: new Date().toISOString(),
  });
  await db.outcomes
    .where('at')
    .below(new Date(Date.now() - KEEP_MS).toISOString())
    .delete();
}

/** How the phone names a queued change's item, as values of a refusal notice. */
const namedParams = (row: Pick<OutboxRow, 'label' | 'labelKey'>) => ({ label: row.label, ...labelParams(row.labelKey) });

/** The 'Not saved' notice of a refusal by kind, so the inbox says it (and the server's reason) in the camper's language. */
export function refusalSaid(
  row: Pick<OutboxRow, 'label' | 'labelKey'>,
  reason: string,
  code?: string,
): { kind: NoticeKind; params: Record<string, string> } {
  return { kind: 'changeRefused', params: { ...namedParams(row), reason, ...(code ? { code } : {}) } };
}

export type QueuedState = 'sending' | 'waiting' | 'done' | 'refused';

/**
 * Follows one queued change to its end, so a screen can be honest about it: 'waiting' while it cannot
 * reach the server (offline or retrying), 'sending' while it goes, then 'done' or 'refused'.
 * Returns the unsubscribe function.
 */
export function watchOutcome(rowId: string, onChange: (state: QueuedState) => void): () => void {
  let last: QueuedState | undefined;
  const subscription = liveRead(async (): Promise<QueuedState> => {
    const row = await db.outbox.get(rowId);
    if (row)
      return row.state === 'failed' || (row.state === 'pending' && typeof navigator !== 'undefined' && !navigator.onLine)
        ? 'waiting'
        : 'sending';
    return (await db.outcomes.get(rowId)) ? 'refused' : 'done';
  }).subscribe({
    next: (state) => {
      if (state === last) return;
      last = state;
      onChange(state);
      if (state === 'done' || state === 'refused') subscription.unsubscribe();
    },
    error: (err: unknown) => console.warn('outbox: could not follow a queued change', err),
  });
  return () => subscription.unsubscribe();
}
