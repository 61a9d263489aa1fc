import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { isStandalone } from '../../../pwa/install-prompt';
import { startGetEverything } from '../../../replication/get-everything';
import { InstallCheck } from './install-check';

/**
 * The first start after signing in on a device that holds no camp of this person (the installed app's, through
 * its code, or any first sign-in): the whole camp comes onto the phone at once, "Get everything now" started on
 * arrival, its progress shown by the card below. In a browser tab it shows the Add to Home Screen steps and the
 * code for the app first. The person may go on to the camp at any time; the download carries on.
 */
export function FirstStart() {
  const { t } = useTranslation('ready');
  useEffect(() => {
    // With no signal there is nothing to get: the card below says so when asked.
    if (navigator.onLine) startGetEverything();
  }, []);
  return (
    <section
      aria-label={t('ready:firstStart.title')}
      className="mx-4 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100"
    >
      <div role="status">
        <p className="font-semibold">{t('ready:firstStart.title')}</p>
        <p className="mt-1">{t('ready:firstStart.intro')}</p>
      </div>
      {isStandalone() ? null : (
        <ul className="mt-2">
          <InstallCheck />
        </ul>
      )}
      <Link to="/" className={`${ui.button} mt-2 min-h-11 w-full`}>
        {t('ready:firstStart.continue')} <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </section>
  );
}
