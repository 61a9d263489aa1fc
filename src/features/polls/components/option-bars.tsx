import type { PollOption } from '../../../../contracts/polls';
import { formatNumber, useTranslation } from '../../../i18n';
import { optionPercent } from '../../../lib/poll-rules';

/** '66.7%' in English, '66,7 %' in French: one decimal (SPEC §9), and '0%' when nobody has voted. */
const percentText = (votes: number, total: number) =>
  formatNumber(total > 0 ? votes / total : 0, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Each option with its votes and percentage to one decimal, with a bar (SPEC §2.3, §9). */
export function OptionBars({ options, total, chosen }: { options: PollOption[]; total: number; chosen?: string | null }) {
  const { t } = useTranslation('polls');
  return (
    <ul className="space-y-2">
      {options.map((o) => {
        const pct = optionPercent(o.votes, total);
        return (
          <li key={o.id} aria-label={o.text}>
            <div className="flex justify-between gap-2 text-sm">
              <span className={o.id === chosen ? 'font-semibold' : ''}>{o.text}</span>
              <span className="whitespace-nowrap text-slate-500 dark:text-slate-400">
                {t('polls:votes', { count: o.votes })} · <span data-testid="percent">{percentText(o.votes, total)}</span>
              </span>
            </div>
            <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
              <div className="h-full rounded-full bg-emerald-600" style={{ width: `${pct}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
