import { RotateCw, Trash2 } from 'lucide-react';
import { labelText } from '../db/change-label';
import { discardRow, retryRow } from '../db/outbox-rows';
import type { OutboxRow } from '../db/schema';
import { i18next, useTranslation } from '../i18n';
import { requestDrain } from '../outbox/schedule';
import { Modal } from './modal';
import { ui } from './ui';

/** The waiting and failed changes, each with Retry and Discard (discard undoes it on this phone). */
export function OutboxList({ rows, paused, onClose }: { rows: OutboxRow[]; paused: boolean; onClose: () => void }) {
  const { t } = useTranslation(['frame', 'common', 'outbox']);
  const retry = async (id: string) => {
    await retryRow(id);
    await requestDrain();
  };
  // Each change's two buttons: what it shows, its name read aloud (which change it acts on), what it does.
  const actions = (label: string) => [
    { Icon: RotateCw, text: t('frame:outbox.retry'), name: t('frame:outbox.retryItem', { label }), act: retry },
    { Icon: Trash2, text: t('frame:outbox.discard'), name: t('frame:outbox.discardItem', { label }), act: discardRow },
  ];
  return (
    <Modal title={t('frame:outbox.title')} onClose={onClose}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{paused ? t('frame:outbox.paused') : t('frame:outbox.saved')}</p>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((row) => {
          const label = labelText(row.label, row.labelKey);
          return (
            <li key={row.id} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{label}</p>
                <p className={`text-xs ${row.state === 'failed' ? 'text-amber-700 dark:text-amber-300' : 'text-slate-500'}`}>
                  {describe(row)}
                </p>
              </div>
              {/* A change on its way can no longer be retried or called back: the server's answer settles it. */}
              {actions(label).map(({ Icon, text, name, act }) => (
                <button
                  key={text}
                  type="button"
                  className={ui.buttonSecondary}
                  aria-label={name}
                  disabled={row.state === 'sending'}
                  onClick={() => void act(row.id)}
                >
                  <Icon className="h-4 w-4" aria-hidden /> {text}
                </button>
              ))}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}

function describe(row: OutboxRow): string {
  if (row.state === 'sending') return i18next.t('frame:outbox.sending');
  const error = row.lastError?.replace(/\.$/, '');
  if (row.state === 'failed')
    return error
      ? i18next.t('frame:outbox.notSentBecause', { error, when: when(row.nextAttemptAt) })
      : i18next.t('frame:outbox.notSent', { when: when(row.nextAttemptAt) });
  return i18next.t('common:waitingToSend');
}

function when(at: number): string {
  const s = Math.round((at - Date.now()) / 1000);
  if (s <= 1) return i18next.t('frame:outbox.now');
  return s < 60 ? i18next.t('frame:outbox.inSeconds', { count: s }) : i18next.t('frame:outbox.inMinutes', { count: Math.round(s / 60) });
}
