import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SignupSheet } from '../../../../contracts/signups';
import { ui } from '../../../components/ui';
import { WaitingMark } from '../../../components/waiting-mark';
import { useTranslation } from '../../../i18n';

interface Props {
  sheet: SignupSheet & { _pending?: boolean };
  /** The title of the event the sheet belongs to, when the phone has it. */
  eventTitle?: string;
  /** The slots (claim buttons for campers, a plain list in the editor). */
  children: ReactNode;
  actions?: ReactNode;
}

/** One sign-up sheet: its title, event, description and slots. */
export function SheetCard({ sheet, eventTitle, children, actions }: Props) {
  const { t } = useTranslation('signups');
  return (
    <article id={`signup-${sheet.id}`} className={ui.card} aria-label={sheet.title}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold">{sheet.title}</h2>
        {sheet._pending ? <WaitingMark /> : null}
      </div>
      {eventTitle ? (
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
          <CalendarDays aria-hidden className="h-4 w-4" />
          {t('signups:forEvent', { event: eventTitle })}
        </p>
      ) : null}
      {sheet.description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{sheet.description}</p> : null}
      <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">{children}</ul>
      {actions ? <div className="mt-3 flex gap-2">{actions}</div> : null}
    </article>
  );
}
