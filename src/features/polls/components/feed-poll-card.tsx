import { memo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BarChart3, Pencil } from 'lucide-react';
import type { Poll } from '../../../../contracts/polls';
import { ui } from '../../../components/ui';
import { WaitingMark } from '../../../components/waiting-mark';
import { useTranslation } from '../../../i18n';
import { isExpired, isPollOpen } from '../../../../contracts/polls-rules';
import { canVote, feedRemaining, pollReading } from '../../../db/polls/poll-rules';
import { OptionBars } from './option-bars';

interface Props {
  poll: Poll & { _pending?: boolean };
  isAdmin: boolean;
  onVote: (optionId: string) => Promise<void>;
}

/** A poll in the home feed, Reading A (SPEC §4.4): choose and submit; thanks while open; results once ended. Drawn again only when its props change. */
export const FeedPollCard = memo(function FeedPollCard({ poll, isAdmin, onVote }: Props) {
  const { t } = useTranslation('polls');
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const reading = pollReading(poll);
  const remaining = isPollOpen(poll) ? feedRemaining(poll.expiresAt) : isExpired(poll.expiresAt) ? t('polls:expired') : t('polls:ended');

  async function submit(): Promise<void> {
    if (!selected || !canVote(poll, selected, sending)) return;
    setSending(true);
    try {
      await onVote(selected);
    } finally {
      setSending(false);
    }
  }

  return (
    <article id={`poll-${poll.id}`} className={`${ui.card} mx-4 sm:mx-0`} aria-label={t('polls:pollLabel', { question: poll.question })}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <BarChart3 aria-hidden className="h-4 w-4 shrink-0 text-emerald-600" />
          {poll.question}
        </h3>
        {isAdmin ? (
          <button
            type="button"
            aria-label={t('polls:editPollLabel')}
            title={t('polls:editPollLabel')}
            className="rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
            onClick={() => void navigate('/admin/polls')}
          >
            <Pencil aria-hidden className="h-4 w-4" />
          </button>
        ) : null}
      </div>
      {remaining ? <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{remaining}</p> : null}
      <div className="mt-3">
        {reading === 'vote' ? (
          <fieldset className="space-y-2">
            <legend className="sr-only">{poll.question}</legend>
            {poll.options.map((o) => (
              <label
                key={o.id}
                className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${selected === o.id ? 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950' : 'border-slate-200 dark:border-slate-700'}`}
              >
                <input type="radio" name={`poll-${poll.id}`} value={o.id} checked={selected === o.id} onChange={() => setSelected(o.id)} />
                {o.text}
              </label>
            ))}
            <button type="button" className={ui.button} disabled={!canVote(poll, selected, sending)} onClick={() => void submit()}>
              {sending ? t('polls:voting') : t('polls:submitVote')}
            </button>
          </fieldset>
        ) : reading === 'thanks' ? (
          <p className="text-sm text-emerald-700 dark:text-emerald-400">{t('polls:thanks')}</p>
        ) : reading === 'no-votes' ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('polls:noVotes')}</p>
        ) : (
          <OptionBars options={poll.options} total={poll.totalVotes} chosen={poll.userVote} />
        )}
      </div>
      {poll._pending ? <WaitingMark className="mt-3" /> : null}
    </article>
  );
});
