import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { exportFileName } from '../../../../contracts/profile-account';
import { exportMyData } from '../../../api/profile';
import { useConfirm } from '../../../components/use-confirm';
import { ui } from '../../../components/ui';
import { downloadText } from '../../../lib/download-text';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { profileText } from '../profile-text';
import { useAccountDeletion } from './use-account-deletion';

type Notify = (message: string, kind: 'success' | 'error' | 'info') => void;

/** Privacy and Data (SPEC §2.3): export everything as a dated JSON file, or ask for the account to be deleted. Both need signal. */
export function PrivacyData({ notify }: { notify: Notify }) {
  const { t } = useTranslation(['profile', 'answers']);
  const online = useOnline();
  const [exporting, setExporting] = useState(false);
  const deletion = useAccountDeletion((message) => notify(message, 'error'));
  const deleting = useConfirm(
    { title: t('profile:privacy.deleteTitle'), message: profileText.deleteQuestion, confirmLabel: t('profile:privacy.deleteAccount') },
    deletion.request,
  );

  const exportData = async () => {
    if (!navigator.onLine) return notify(profileText.needsSignal, 'error');
    setExporting(true);
    try {
      downloadText(exportFileName(new Date()), await exportMyData(), 'application/json');
      notify(profileText.exported, 'success');
    } catch {
      notify(profileText.exportFailed, 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="privacy-data" className={ui.card}>
      <h2 id="privacy-data" className="mb-1 font-semibold">
        {t('profile:privacy.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-500 dark:text-slate-400">
        {online ? t('profile:privacy.intro') : t('profile:privacy.introOffline')}
      </p>
      {deletion.state === 'requested' ? (
        <p role="alert" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          {profileText.deletionRequested}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={ui.buttonSecondary} disabled={!online || exporting} onClick={() => void exportData()}>
          <Download aria-hidden className="h-4 w-4" /> {exporting ? t('profile:privacy.exporting') : t('profile:privacy.export')}
        </button>
        <button type="button" className={ui.buttonDanger} disabled={!online || deletion.state !== 'idle'} onClick={deleting.ask}>
          <Trash2 aria-hidden className="h-4 w-4" /> {t('profile:privacy.deleteAccount')}
        </button>
      </div>
      {deleting.dialog}
    </section>
  );
}
