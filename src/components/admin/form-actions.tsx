import { ui } from '../ui';
import { useTranslation } from '../../i18n';

/** Cancel and submit at the foot of an admin dialog; the submit reads `busyLabel` while the call runs. */
export function FormActions({
  label,
  busyLabel,
  busy,
  onCancel,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="flex justify-end gap-2 pt-2">
      <button type="button" className={ui.buttonSecondary} onClick={onCancel}>
        {t('common:cancel')}
      </button>
      <button type="submit" className={ui.button} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
