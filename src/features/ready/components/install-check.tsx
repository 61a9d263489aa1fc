import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { isIos, promptInstall, useInstallState } from '../../../pwa/install-prompt';
import { AppCode } from '../online/app-code';
import { CheckRow } from './check-row';

/**
 * Whether the app is on the Home Screen (where the phone keeps its data longest), with the steps when it is not
 * and the code that signs the installed app in without the password.
 */
export function InstallCheck() {
  const { t } = useTranslation('ready');
  const state = useInstallState();
  if (state === 'installed') return <CheckRow label={t('ready:installed.label')} ok value={t('ready:installed.yes')} />;
  return (
    <CheckRow label={t('ready:installed.label')} ok={false} value={t('ready:installed.no')}>
      <p>{isIos() ? t('ready:installed.iphoneSteps') : t('ready:installed.androidSteps')}</p>
      {state === 'available' ? (
        <button type="button" className={ui.buttonSecondary} onClick={() => void promptInstall()}>
          {t('ready:installed.install')}
        </button>
      ) : null}
      <AppCode />
    </CheckRow>
  );
}
