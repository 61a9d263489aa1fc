import { useEffect, useState } from 'react';
import { currentSubscription, pushSupport, turnPushOff, turnPushOn } from './push-subscription';

const IOS_HINT = 'On iPhone and iPad, push notifications need the app on your Home Screen first: tap Share, then Add to Home Screen, and open Camp Weekend from there.';

/** The on/off switch for push notifications on this phone (needs signal to change). */
export function PushSwitch() {
  const support = pushSupport();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (support !== 'supported') return;
    void currentSubscription().then((s) => setOn(Boolean(s)), () => setOn(false));
  }, [support]);

  if (support === 'ios-home-screen') return <p className="text-sm text-slate-600 dark:text-slate-300">{IOS_HINT}</p>;
  if (support === 'unsupported') return <p className="text-sm text-slate-600 dark:text-slate-300">This browser cannot receive push notifications.</p>;

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      if (on) {
        await turnPushOff();
        setOn(false);
      } else if (await turnPushOn()) setOn(true);
      else setError('Notifications are blocked for Camp Weekend in this browser’s settings.');
    } catch {
      setError(navigator.onLine ? 'Push notifications could not be changed. Please try again.' : 'You are offline. Push notifications can be changed when you have signal.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-1">
      <label className="flex items-center justify-between gap-3 text-sm font-medium">
        Push notifications on this phone
        <input type="checkbox" role="switch" className="h-5 w-5 accent-emerald-700" checked={Boolean(on)} disabled={busy || on === null} onChange={() => void toggle()} aria-describedby="push-help" />
      </label>
      <p id="push-help" className="text-xs text-slate-500 dark:text-slate-400">New messages, broadcasts, moved or cancelled events and new polls, even when the app is closed.</p>
      {error ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{error}</p> : null}
    </div>
  );
}
