import { RefreshCw } from 'lucide-react';
import { useTranslation } from '../i18n';
import { applyUpdate, type UpdateState } from '../pwa/sw-update';
import { ui } from './ui';

/** "A new version is available" with Reload (src/components/update-prompt.tsx says when). */
export function UpdateNotice({ state }: { state: Exclude<UpdateState, 'none'> }) {
  const { t } = useTranslation('pwa');
  return (
    <div
      role="alert"
      className="fixed inset-x-4 top-4 z-[60] mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
    >
      <span>{t('pwa:updateAvailable')}</span>
      <button type="button" className={ui.button} disabled={state === 'updating'} onClick={() => void applyUpdate()}>
        <RefreshCw className={`h-4 w-4 ${state === 'updating' ? 'animate-spin' : ''}`} aria-hidden />
        {state === 'updating' ? t('pwa:updating') : t('pwa:reload')}
      </button>
    </div>
  );
}
