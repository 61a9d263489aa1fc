import { Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { ui } from '../ui';

interface Props {
  /** The card's own action, e.g. Edit or Auto-link. */
  action: { icon: LucideIcon; label: string; onClick: () => void };
  onDelete: () => void;
  /** Off without a connection: admin tools change the server directly. */
  disabled: boolean;
}

/** The buttons at the foot of an admin list's card: its own action, then the red Delete. */
export function CardActions({ action: { icon: Icon, label, onClick }, onDelete, disabled }: Props) {
  const { t } = useTranslation('common');
  return (
    <div className="mt-3 flex gap-2">
      <button type="button" className={ui.buttonSecondary} disabled={disabled} onClick={onClick}>
        <Icon className="h-4 w-4" aria-hidden /> {label}
      </button>
      <button type="button" className={ui.buttonDanger} disabled={disabled} onClick={onDelete}>
        <Trash2 className="h-4 w-4" aria-hidden /> {t('common:delete')}
      </button>
    </div>
  );
}
