import { BellRing } from 'lucide-react';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { closeNotificationsOffer } from '../../../pwa/notifications-offer';
import { useTurnPushOn } from '../../../pwa/use-turn-push-on';

/**
 * The offer of notifications after the person's RSVP or message (src/pwa/notifications-offer.ts): why they help,
 * "Turn on" (the browser's own question follows) and "Not now". Under the top bar, in the page's flow like the storage
 * notices, so it never covers what the person was doing (a chat's composer, the bottom navigation).
 */
export function NotificationsOffer() {
  const { t } = useTranslation('notifications');
  const { busy, problem, turnOn } = useTurnPushOn((on) => on && closeNotificationsOffer(false));
  return (
    <section
      aria-label={t('notifications:offer.title')}
      aria-live="polite"
      className={`${ui.card} mx-4 mt-3 text-sm md:mx-auto md:max-w-3xl`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <BellRing className="h-5 w-5 shrink-0 text-emerald-600" aria-hidden /> {t('notifications:offer.title')}
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('notifications:offer.why')}</p>
      {problem ? (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
          {t(`notifications:push.${problem}`)}
        </p>
      ) : null}
      <div className="mt-3 flex gap-2">
        <button type="button" className={`${ui.button} min-h-11 flex-1`} disabled={busy} onClick={() => void turnOn()}>
          {t('notifications:offer.turnOn')}
        </button>
        <button type="button" className={`${ui.buttonSecondary} min-h-11 flex-1`} onClick={() => closeNotificationsOffer(true)}>
          {t('notifications:offer.notNow')}
        </button>
      </div>
    </section>
  );
}
