import { Pencil, Power, RotateCcw, Trash2 } from 'lucide-react';
import type { Poll } from '../../../../contracts/polls';
import { ui } from '../../../components/ui';
import { formatDate, useTranslation } from '../../../i18n';
import { isPollOpen } from '../../../../contracts/polls-rules';
import { adminRemaining } from '../../../db/polls/poll-rules';
import { OptionBars } from './option-bars';

interface Props {
  poll: Poll;
  disabled: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

const dateTime = (iso: string) => formatDate(iso, 'moment');

/** A Snap Polls card, Reading B (SPEC §2.3, §4.4): votes and percentages at all times. */
export function AdminPollCard({ poll, disabled, onEdit, onToggle, onDelete }: Props) {
  const { t } = useTranslation('polls');
  const open = isPollOpen(poll);
  const remaining = open ? adminRemaining(poll.expiresAt) : poll.expiresAt ? t('polls:expired') : null;
  return (
    <article className={ui.card} aria-label={poll.question}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{poll.question}</h3>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${open ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200' : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200'}`}
        >
          {open ? t('polls:active') : t('polls:ended')}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        {t('polls:votes', { count: poll.totalVotes })}
        {remaining ? (
          <>
            {' '}
            · <span data-testid="remaining">{remaining}</span>
          </>
        ) : null}
      </p>
      <div className="mt-3">
        <OptionBars options={poll.options} total={poll.totalVotes} />
      </div>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        {t('polls:created', { date: dateTime(poll.createdAt) })}
        {poll.expiresAt ? ` · ${t('polls:expires', { date: dateTime(poll.expiresAt) })}` : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={ui.buttonSecondary} disabled={disabled} onClick={onEdit}>
          <Pencil aria-hidden className="h-4 w-4" />
          {t('polls:edit')}
        </button>
        <button type="button" className={ui.buttonSecondary} disabled={disabled} onClick={onToggle}>
          {open ? <Power aria-hidden className="h-4 w-4" /> : <RotateCcw aria-hidden className="h-4 w-4" />}
          {open ? t('polls:endPoll') : t('polls:reactivate')}
        </button>
        <button type="button" className={ui.buttonDanger} disabled={disabled} onClick={onDelete}>
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('polls:delete')}
        </button>
      </div>
    </article>
  );
}
