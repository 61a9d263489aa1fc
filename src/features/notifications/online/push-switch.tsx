import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { pushSupport } from '../../../pwa/push-support';
import { currentSubscription, turnPushOff, turnPushOn } from '../../../pwa/push-subscription';

/** The on/off switch for push notifications on this phone (needs signal to change). */
export function PushSwitch() {
  const { t } = useTranslation('notifications');
  const support = pushSupport();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (support !== 'supported') return;
    void currentSubscription().then(
      (s) => setOn(Boolean(s)),
      () => setOn(false),
    );
  }, [support]);

  if (support === 'ios-home-screen') return <p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications:push.iosHint')}</p>;
  if (support === 'unsupported') return <p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications:push.unsupported')}</p>;

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      if (on) {
        await turnPushOff();
        setOn(false);
      } else if (await turnPushOn()) setOn(true);
      else setError(t('notifications:push.blocked'));
    } catch {
      setError(navigator.onLine ? t('notifications:push.failed') : t('notifications:push.offline'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-1">
      <label className="flex items-center justify-between gap-3 text-sm font-medium">
        {t('notifications:push.switchLabel')}
        <input
          type="checkbox"
          role="switch"
          className="h-5 w-5 accent-emerald-700"
          checked={Boolean(on)}
          disabled={busy || on === null}
          onChange={() => void toggle()}
          aria-describedby="push-help"
        />
      </label>
      <p id="push-help" className="text-xs text-slate-500 dark:text-slate-400">
        {t('notifications:push.help')}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
