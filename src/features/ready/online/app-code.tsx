import { KeyRound } from 'lucide-react';
import type { DeviceCode } from '../../../../contracts/invitations';
import { createDeviceCode } from '../../../api/auth';
import { errorText } from '../../../api/client';
import { FormError } from '../../../components/form-sending';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { useState } from 'react';
import { useSecondsLeft } from '../hooks/use-seconds-left';

/** "5:07": minutes and seconds. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The one-time code that signs the installed app in as this person (its storage is not the browser's):
 * asked of the server on a tap, shown large with the time left, a new one on demand. Needs a connection.
 */
export function AppCode() {
  const { t } = useTranslation('ready');
  const online = useOnline();
  const [code, setCode] = useState<DeviceCode>();
  const left = useSecondsLeft(code?.expires_at);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    setError('');
    setBusy(true);
    try {
      setCode(await createDeviceCode());
    } catch (err) {
      setError(await errorText(err, t(navigator.onLine ? 'ready:appCode.failed' : 'ready:appCode.offline')));
    } finally {
      setBusy(false);
    }
  };
  const showing = code && left !== undefined && left > 0;
  return (
    <div className="mt-2 space-y-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
      <p>{t('ready:appCode.intro')}</p>
      {showing ? (
        <div className="text-center" role="status">
          <p className="font-mono text-3xl font-bold tracking-[0.3em] tabular-nums" data-testid="app-code">
            {code.code}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-300">{t('ready:appCode.left', { time: clock(left) })}</p>
        </div>
      ) : code ? (
        <p>{t('ready:appCode.expired')}</p>
      ) : null}
      <FormError text={error} />
      {online ? (
        <button type="button" className={`${ui.buttonSecondary} min-h-11`} disabled={busy} onClick={() => void ask()}>
          <KeyRound className="h-4 w-4" aria-hidden /> {t(code ? 'ready:appCode.again' : 'ready:appCode.get')}
        </button>
      ) : (
        <p role="status">{t('ready:appCode.offline')}</p>
      )}
    </div>
  );
}
