import { Pencil } from 'lucide-react';
import type { Household } from '../../../../../contracts/households';
import { CardActions } from '../../../../components/admin/card-actions';
import { ui } from '../../../../components/ui';
import { useTranslation } from '../../../../i18n';

interface Props {
  household: Household;
  online: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function HouseholdCard({ household, online, onEdit, onDelete }: Props) {
  const { t } = useTranslation('households');
  return (
    <li className={ui.card} aria-label={household.name}>
      <p className="font-semibold">{household.name}</p>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        {t('households:memberCount', { count: household.members.length })} · {t('households:mine.children', { count: household.children })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5 text-xs" aria-label={t('households:form.members')}>
        {household.members.map((m) => (
          <li key={m.id} className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">
            {m.name}
          </li>
        ))}
      </ul>
      <CardActions
        action={{ icon: Pencil, label: t('households:edit'), onClick: onEdit }}
        deleteLabel={t('households:delete')}
        onDelete={onDelete}
        disabled={!online}
      />
    </li>
  );
}
