import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { WifiOff } from 'lucide-react';
import { DEVICE_CODE_RULES } from '../../../contracts/invitations-rules';
import { FormError } from '../../components/form-sending';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { useOnline } from '../../lib/use-online';
import { AuthCard, AuthNote } from './auth-card';
import { startSession } from './start-session';
import { useAuthSending } from './use-auth-sending';

/**
 * The installed app's first start: the one-time code shown in the browser where this person is signed in
 * signs this app in as them, without the password (the browser and the installed app keep separate storage).
 */
export function DeviceCodePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const online = useOnline();
  const [code, setCode] = useState('');
  const { error, busy, submit } = useAuthSending(() => (navigator.onLine ? t('auth:deviceCode.failed') : t('auth:deviceCode.offline')));

  const exchange = submit(async ({ exchangeDeviceCode }) => {
    const session = await exchangeDeviceCode(code);
    // The installed app's first start gets the whole camp onto the phone, with its progress, on Ready for camp.
    void navigate(startSession(session.user, session.token), { replace: true });
  });

  return (
    <AuthCard title={t('auth:deviceCode.title')} subtitle={t('auth:deviceCode.subtitle')}>
      <form className="space-y-4 text-sm" onSubmit={exchange}>
        <p>{t('auth:deviceCode.intro')}</p>
        {online ? null : (
          <AuthNote icon={WifiOff} tone="text-amber-600">
            <span role="status">{t('auth:deviceCode.offline')}</span>
          </AuthNote>
        )}
        <FormError text={error} />
        <label className="block">
          <span className={ui.label}>{t('auth:deviceCode.label')}</span>
          <input
            className={`${ui.input} min-h-11 text-center font-mono text-2xl tracking-[0.4em]`}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`\\d{${DEVICE_CODE_RULES.digits}}`}
            maxLength={DEVICE_CODE_RULES.digits}
            required
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <button
          type="submit"
          className={`${ui.button} min-h-11 w-full`}
          disabled={busy || !online || code.length !== DEVICE_CODE_RULES.digits}
        >
          {busy ? t('auth:deviceCode.busy') : t('auth:deviceCode.submit')}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
        >
          {t('auth:deviceCode.withPassword')}
        </Link>
      </p>
    </AuthCard>
  );
}
