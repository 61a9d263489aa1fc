import { HardDrive } from 'lucide-react';
import { useClearedCopy } from '../db/hooks/use-cleared-copy';
import { useTranslation } from '../i18n';
import { setStorageNotice } from '../lib/storage-notice';
import { useStorageNotice } from '../lib/use-storage-notice';

function Notice({ text, onDismiss, urgent }: { text: string; onDismiss: () => void; urgent?: boolean }) {
  const { t } = useTranslation('frame');
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={`flex items-center gap-2 px-3 py-2 text-sm ${urgent ? 'bg-red-700 text-white' : 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50'}`}
    >
      <HardDrive className="h-4 w-4 shrink-0" aria-hidden />
      <span className="flex-1">{text}</span>
      {/* A whole tap target (44 px), reaching into the notice's padding rather than making it taller. */}
      <button type="button" className="-my-2 min-h-11 min-w-11 shrink-0 rounded px-2 font-semibold underline" onClick={onDismiss}>
        {t('frame:storage.dismiss')}
      </button>
    </div>
  );
}

/**
 * What the phone's own storage did to the camp, said plainly: it is full (a change, or the camp's
 * update, could not be kept; nothing kept before is lost), or its copy of the camp was cleared and
 * is downloaded again.
 */
export function StorageNotices() {
  const { t } = useTranslation('frame');
  const full = useStorageNotice();
  const cleared = useClearedCopy();
  const dismissCleared = () =>
    void import('../db/cleared-copy')
      .then((copy) => copy.dismissClearedNotice())
      .catch((err: unknown) => console.warn('storage notice: not dismissed', err));
  return (
    <>
      {full ? (
        <Notice
          urgent
          text={t(full === 'full-change' ? 'frame:storage.fullChange' : 'frame:storage.fullDownload')}
          onDismiss={() => setStorageNotice(null)}
        />
      ) : null}
      {cleared ? (
        <Notice text={t(cleared.restored ? 'frame:storage.restored' : 'frame:storage.cleared')} onDismiss={dismissCleared} />
      ) : null}
    </>
  );
}
