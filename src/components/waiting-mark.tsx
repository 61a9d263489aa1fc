import { Clock } from 'lucide-react';
import { useTranslation } from '../i18n';

/** The "waiting to send" mark on anything made offline and not yet on the server. */
export function WaitingMark({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-900/60 dark:text-amber-200 ${className}`}
    >
      <Clock aria-hidden className="h-3 w-3" />
      {t('common:waitingToSend')}
    </span>
  );
}
