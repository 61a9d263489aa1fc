import { Pencil } from 'lucide-react';
import type { Household } from '../../../../../contracts/households';
import { CardActions } from '../../../../components/admin/card-actions';
import { ui } from '../../../../components/ui';
import { useTranslation } from '../../../../i18n';
import { HouseholdMembers } from '../../components/household-members';

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
      <HouseholdMembers members={household.members} label={t('households:form.members')} className="mt-2 text-xs" />
      <CardActions action={{ icon: Pencil, label: t('households:edit'), onClick: onEdit }} onDelete={onDelete} disabled={!online} />
    </li>
  );
}
