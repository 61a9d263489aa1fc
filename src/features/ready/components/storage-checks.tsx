import { ui } from '../../../components/ui';
import { formatNumber, useTranslation } from '../../../i18n';
import { useStorageStatus } from '../hooks/use-storage-status';
import { CheckRow } from './check-row';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** A storage size in the camper's language: "850 MB", "12.4 GB". */
const size = (bytes: number) =>
  bytes >= GB
    ? formatNumber(bytes / GB, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 })
    : formatNumber(bytes / MB, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 });

/** Whether the phone promised to keep the camp's data (with a button to ask), and how much room is left. */
export function StorageChecks() {
  const { t } = useTranslation('ready');
  const { persisted, free, askPersist } = useStorageStatus();
  return (
    <>
      <CheckRow
        label={t('ready:persisted.label')}
        ok={persisted}
        value={persisted === undefined ? t('ready:unknown') : persisted ? t('ready:persisted.yes') : t('ready:persisted.no')}
      >
        {persisted === false ? (
          <button type="button" className={ui.buttonSecondary} onClick={() => void askPersist()}>
            {t('ready:persisted.ask')}
          </button>
        ) : null}
      </CheckRow>
      <CheckRow
        label={t('ready:freeSpace.label')}
        value={free === undefined ? t('ready:unknown') : t('ready:freeSpace.value', { size: size(free) })}
      />
    </>
  );
}
