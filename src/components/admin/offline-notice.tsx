import { WifiOff } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { useOnline } from '../../lib/use-online';

/** Admin tools talk to the server directly: say so plainly when there is no signal (`text`: what this tool can still do). */
export function OfflineNotice({ text }: { text?: string }) {
  const { t } = useTranslation('common');
  if (useOnline()) return null;
  return (
    <p
      role="status"
      className="mx-4 mb-3 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
    >
      <WifiOff className="h-4 w-4 shrink-0" aria-hidden />
      {text ?? t('common:adminToolsOffline')}
    </p>
  );
}
