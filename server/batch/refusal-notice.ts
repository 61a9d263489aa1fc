/**
 * A queued change the server refused (POST /api/sync): the person whose change it was hears of it on
 * every phone, by push and in the server inbox, with a short line saying what was not saved (never the
 * change's content) and a tap that leads to where the item lives. The notice carries the change's key,
 * so the phone that queued it shows this notice instead of its own, and a replay adds nothing.
 */
import { noticeText, refusedAreaLabel, type RefusedArea } from '../../contracts/notifications-notices.js';
import type { SyncResult } from '../../contracts/batch.js';
import type { AddressedOperation } from './named-operation.js';
import { SKIPPED_STATUS } from '../../contracts/batch.js';
import type { AppContext } from '../context.js';
import { noticePaths } from '../notifications/camp-notices.js';
import { noticeOf, notify } from '../notifications/notify.js';

/** What was refused and where it lives, by the change's API path (its first id after the area). */
const areas: { prefix: string; area: RefusedArea; path: (id?: string) => string }[] = [
  { prefix: '/conversations', area: 'chat', path: (id) => (id ? noticePaths.conversation(id) : '/chat') },
  { prefix: '/posts', area: 'post', path: (id) => (id ? `/#post-${id}` : '/') },
  { prefix: '/events', area: 'event', path: (id) => (id ? noticePaths.event(id) : '/events') },
  { prefix: '/polls', area: 'vote', path: (id) => (id ? noticePaths.poll(id) : '/') },
  { prefix: '/packing', area: 'packing', path: () => '/packing' },
  { prefix: '/reflections', area: 'reflection', path: () => '/reflections' },
  { prefix: '/signups', area: 'signup', path: (id) => (id ? `/signups#signup-${id}` : '/signups') },
];

/** Changes to the inbox or push settings themselves: a refusal there tells nobody (no notice loops). */
const silent = ['/notifications', '/push'];

/** The same line the app draws for what it can retry: anything else not accepted is a refusal. */
export function isRefusal(op: Pick<AddressedOperation, 'method'>, result: SyncResult): boolean {
  const { status } = result;
  if (status >= 200 && status < 300) return false;
  if (op.method === 'DELETE' && status === 404) return false;
  if (status === 401 || (status === 403 && codeOf(result.body) === 'password_change_required')) return false;
  const retried =
    status === 0 ||
    status === 408 ||
    status === 425 ||
    status === 429 ||
    status === SKIPPED_STATUS ||
    status >= 500 ||
    (status === 409 && result.retry_after !== undefined);
  return !retried;
}

function codeOf(body: unknown): unknown {
  return body && typeof body === 'object' && 'details' in body ? (body.details as { code?: unknown } | null)?.code : undefined;
}

/** The server's sentence and code of a refusal, as values of the `changeRefused` notice (contracts/notifications-notices.ts). */
function reasonOf(body: unknown): { reason: string; code?: string } | undefined {
  if (!body || typeof body !== 'object' || !('error' in body) || typeof body.error !== 'string') return undefined;
  return 'code' in body && typeof body.code === 'string' ? { reason: body.error, code: body.code } : { reason: body.error };
}

/** The English notice of a refusal the server gave no sentence for: "… was not saved." */
function refusedWithoutReason(label: string): { title: string; message: string } {
  const text = noticeText('changeRefused', { label, reason: '' });
  return { title: text.title, message: text.message.trimEnd() };
}

/** Stores and pushes the refusal of `op` to the person who queued it. */
export async function noticeRefusal(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: string,
  op: AddressedOperation,
  result: SyncResult,
): Promise<void> {
  const path = op.path.split(/[?#]/)[0] ?? '';
  if (silent.some((p) => path === p || path.startsWith(`${p}/`))) return;
  const area = areas.find((a) => path === a.prefix || path.startsWith(`${a.prefix}/`));
  const id = area ? path.slice(area.prefix.length + 1).split('/')[0] || undefined : undefined;
  const what = area?.area ?? 'other';
  const label = refusedAreaLabel(what);
  const actionPath = area ? area.path(id) : '/notifications';
  const reason = reasonOf(result.body);
  // With the server's reason, pushes and phones say the area and the reason (by its code) in the camper's language.
  const notice = reason
    ? noticeOf('changeRefused', { label, area: what, ...reason }, 'error', actionPath)
    : { ...refusedWithoutReason(label), type: 'error' as const, actionPath };
  await notify(ctx, [userId], { ...notice, changeId: op.id });
}
