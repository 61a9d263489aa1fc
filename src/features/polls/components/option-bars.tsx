import type { PollOption } from '../../../../contracts/polls';
import { formatPercent, useTranslation } from '../../../i18n';

/** Each option with its votes and share (to one decimal: '66.7%', '0.0%' when nobody has voted), with a bar (SPEC §2.3, §9). */
export function OptionBars({ options, total, chosen }: { options: PollOption[]; total: number; chosen?: string | null }) {
  const { t } = useTranslation('polls');
  return (
    <ul className="space-y-2">
      {options.map((o) => {
        const share = total > 0 ? o.votes / total : 0;
        return (
          <li key={o.id} aria-label={o.text}>
            <div className="flex justify-between gap-2 text-sm">
              <span className={o.id === chosen ? 'font-semibold' : ''}>{o.text}</span>
              <span className="whitespace-nowrap text-slate-500 dark:text-slate-400">
                {t('polls:votes', { count: o.votes })} · <span data-testid="percent">{formatPercent(share, 1)}</span>
              </span>
            </div>
            <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
              <div className="h-full rounded-full bg-emerald-600" style={{ width: `${share * 100}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
