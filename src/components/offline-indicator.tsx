import { WifiOff } from 'lucide-react';
import { useOnline } from '../lib/use-online';
import { useTranslation } from '../i18n';

/** A slim banner while the phone has no network: the camper knows changes are kept and sent later. */
export function OfflineIndicator() {
  const { t } = useTranslation('frame');
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-slate-800 px-3 py-1.5 text-xs font-medium text-white dark:bg-slate-700"
    >
      <WifiOff className="h-4 w-4" aria-hidden />
      <span>{t('frame:offline')}</span>
    </div>
  );
}
