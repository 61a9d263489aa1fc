import { RotateCw, Trash2 } from 'lucide-react';
import { discardRow, retryRow } from '../db/outbox-rows';
import type { OutboxRow } from '../db/schema';
import { requestDrain } from '../sync/triggers';
import { Modal } from './modal';
import { ui } from './ui';

/** The waiting and failed changes, each with Retry and Discard (discard undoes it on this phone). */
export function OutboxList({ rows, paused, onClose }: { rows: OutboxRow[]; paused: boolean; onClose: () => void }) {
  const retry = async (id: string) => {
    await retryRow(id);
    await requestDrain();
  };
  return (
    <Modal title="Changes waiting" onClose={onClose}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {paused ? 'Sign in again to send these changes. Nothing is lost.' : 'These changes are saved on this phone and are sent as soon as there is signal.'}
      </p>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((row) => (
          <li key={row.id} className="flex items-center gap-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{row.label}</p>
              <p className={`text-xs ${row.state === 'failed' ? 'text-amber-700 dark:text-amber-300' : 'text-slate-500'}`}>{describe(row)}</p>
            </div>
            <button type="button" className={ui.buttonSecondary} aria-label={`Retry ${row.label}`} disabled={row.state === 'sending'} onClick={() => void retry(row.id)}>
              <RotateCw className="h-4 w-4" aria-hidden /> Retry
            </button>
            {/* A change on its way can no longer be called back: the server's answer settles it. */}
            <button type="button" className={ui.buttonSecondary} aria-label={`Discard ${row.label}`} disabled={row.state === 'sending'} onClick={() => void discardRow(row.id)}>
              <Trash2 className="h-4 w-4" aria-hidden /> Discard
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

function describe(row: OutboxRow): string {
  if (row.state === 'sending') return 'Sending…';
  if (row.state === 'failed') return `Not sent yet${row.lastError ? `: ${row.lastError.replace(/\.$/, '')}` : ''}. Trying again ${when(row.nextAttemptAt)}.`;
  return 'Waiting to send';
}

function when(at: number): string {
  const s = Math.round((at - Date.now()) / 1000);
  if (s <= 1) return 'now';
  return s < 60 ? `in ${s} s` : `in ${Math.round(s / 60)} min`;
}
