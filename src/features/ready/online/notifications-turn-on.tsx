import { Link } from 'react-router-dom';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { pushSupport } from '../../../pwa/push-support';
import { useTurnPushOn } from '../../../pwa/use-turn-push-on';

/**
 * "Turn them on" in Ready for camp's notifications row: asks at once where this browser can receive pushes;
 * elsewhere (an iPhone's browser tab) it leads to Notifications, which says what it takes.
 */
export function NotificationsTurnOn({ onOn }: { onOn: () => void }) {
  const { t } = useTranslation(['ready', 'notifications']);
  const { busy, problem, turnOn } = useTurnPushOn((on) => on && onOn());
  if (pushSupport() !== 'supported')
    return (
      <Link to="/notifications" className="inline-flex min-h-11 items-center font-medium text-emerald-700 underline dark:text-emerald-400">
        {t('ready:notifications.turnOn')}
      </Link>
    );
  return (
    <>
      <button type="button" className={`${ui.buttonSecondary} min-h-11`} disabled={busy} onClick={() => void turnOn()}>
        {t('ready:notifications.turnOn')}
      </button>
      {problem ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t(`notifications:push.${problem}`)}
        </p>
      ) : null}
    </>
  );
}
