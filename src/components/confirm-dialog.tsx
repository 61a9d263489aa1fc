import { useTranslation } from '../i18n';
import { Modal } from './modal';
import { ui } from './ui';

interface Props {
  title: string;
  message: string;
  /** The label of the button that goes ahead (e.g. 'Sign Out'). */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes-or-no question before something that cannot be taken back: Cancel, or the red button that goes ahead. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal title={title} onClose={onCancel}>
      <p className="mb-4 text-sm">{message}</p>
      <div className="flex justify-end gap-2">
        <button type="button" className={ui.buttonSecondary} onClick={onCancel}>
          {t('common:cancel')}
        </button>
        <button type="button" className={ui.buttonDanger} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
