import { useEffect } from 'react';
import { useTranslation } from '../../../i18n';
import { startGetEverything } from '../../../replication/get-everything';

/**
 * The first start after signing in (the installed app's, through its code): the whole camp comes onto the
 * phone at once, "Get everything now" started on arrival, its progress shown by the card below.
 */
export function FirstStart() {
  const { t } = useTranslation('ready');
  useEffect(() => {
    // With no signal there is nothing to get: the card below says so when asked.
    if (navigator.onLine) startGetEverything();
  }, []);
  return (
    <div role="status" className="mx-4 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100">
      <p className="font-semibold">{t('ready:firstStart.title')}</p>
      <p className="mt-1">{t('ready:firstStart.intro')}</p>
    </div>
  );
}
