import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { isStandalone } from '../../pwa/install-prompt';

/**
 * "Signed in on this phone already? Enter the code": the way in without the password. Offered first in the
 * installed app (whose storage is not the browser's) and as a link on every sign-in page, since telling the
 * installed app from a tab is not reliable everywhere (and a tablet uses it too).
 */
export function DeviceCodeOffer() {
  const { t } = useTranslation('auth');
  const installed = isStandalone();
  return (
    <p
      className={
        installed
          ? 'mb-4 rounded-lg bg-emerald-50 p-3 text-center text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100'
          : 'mt-4 text-center text-sm'
      }
    >
      {t('auth:deviceCode.offer')}{' '}
      <Link
        to="/login/code"
        className="inline-flex min-h-11 items-center font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
      >
        {t('auth:deviceCode.enter')}
      </Link>
    </p>
  );
}
