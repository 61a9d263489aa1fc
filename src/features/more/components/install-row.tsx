import { useState } from 'react';
import { Download, Share, Smartphone } from 'lucide-react';
import { Trans, useTranslation } from '../../../i18n';
import { promptInstall, useInstallState } from '../../../pwa/install-prompt';
import { MenuActionRow } from './menu-section';

/** Install the app: the browser's prompt where there is one, Add to Home Screen steps on iOS. */
export function InstallRow() {
  const { t } = useTranslation('pwa');
  const state = useInstallState();
  const [showSteps, setShowSteps] = useState(false);
  if (state === 'installed') {
    return (
      <li className="flex items-center gap-3 px-4 py-3 text-sm">
        <Smartphone className="h-5 w-5 text-emerald-600" aria-hidden /> {t('pwa:installed')}
      </li>
    );
  }
  if (state === 'available') {
    return (
      <MenuActionRow
        icon={Download}
        label={t('pwa:installApp')}
        description={t('pwa:installDescription')}
        onClick={() => void promptInstall()}
      />
    );
  }
  if (state === 'ios') {
    return (
      <MenuActionRow
        icon={Share}
        label={t('pwa:addToHomeScreen')}
        description={t('pwa:addToHomeDescription')}
        onClick={() => setShowSteps((s) => !s)}
        pressed={showSteps}
      >
        {showSteps ? (
          <ol className="list-decimal space-y-1 px-4 pb-3 pl-9 text-sm">
            <li>{t('pwa:iosStepSafari')}</li>
            <li>
              <Trans
                t={t}
                i18nKey="pwa:iosStepShare"
                components={{ icon: <Share className="inline h-4 w-4" aria-label={t('pwa:share')} /> }}
              />
            </li>
            <li>{t('pwa:iosStepAdd')}</li>
          </ol>
        ) : null}
      </MenuActionRow>
    );
  }
  return (
    <li className="flex items-center gap-3 px-4 py-3 text-sm text-slate-500 dark:text-slate-400">
      <Download className="h-5 w-5" aria-hidden /> {t('pwa:installFromMenu')}
    </li>
  );
}
