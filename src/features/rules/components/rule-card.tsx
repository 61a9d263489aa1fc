import { Pencil, Trash2 } from 'lucide-react';
import type { Rule } from '../../../../contracts/rules';
import { ui } from '../../../components/ui';
import { WaitingMark } from '../../../components/waiting-mark';
import type { LocalMark } from '../../../db/schema';
import { formatDate, useTranslation } from '../../../i18n';
import { useSeedText } from '../../../lib/seed-text';
import { ImportanceBadge } from './importance-badge';

interface Props {
  rule: Rule & LocalMark;
  /** Edit and delete, for admins and organizers. */
  onEdit?: () => void;
  onDelete?: () => void;
}

export function RuleCard({ rule, onEdit, onDelete }: Props) {
  const { t } = useTranslation('rules');
  const seed = useSeedText();
  const title = seed(rule.title);
  return (
    <li
      id={`rule-${rule.id}`}
      className={`${ui.card} ${rule.importance === 'critical' ? 'border-l-4 border-l-red-500' : ''}`}
      aria-label={title}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto font-semibold">{title}</h2>
        <ImportanceBadge importance={rule.importance} />
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          {t(`rules:category.${rule.category}`)}
        </span>
      </div>
      <p className="mt-2 text-sm">{seed(rule.description)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        <span className="mr-auto">
          {t('rules:updated', {
            date: formatDate(rule.lastUpdated, 'day'),
            name: rule.updatedBy,
          })}
        </span>
        {rule._pending ? <WaitingMark /> : null}
        {onEdit ? (
          <button type="button" className={ui.buttonSecondary} onClick={onEdit} aria-label={t('rules:editLabel', { title })}>
            <Pencil className="h-4 w-4" aria-hidden /> {t('rules:edit')}
          </button>
        ) : null}
        {onDelete ? (
          <button type="button" className={ui.buttonSecondary} onClick={onDelete} aria-label={t('rules:deleteLabel', { title })}>
            <Trash2 className="h-4 w-4 text-red-600" aria-hidden /> {t('rules:delete')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
