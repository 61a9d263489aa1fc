import { Pencil } from 'lucide-react';
import type { Camp } from '../../../../contracts/camps';
import { CardActions } from '../../../components/admin/card-actions';
import { Pill } from '../../../components/pill';
import { ui } from '../../../components/ui';
import { formatDateRange, useTranslation } from '../../../i18n';
import { yearBesideName } from '../../../lib/camp-name';

export function CampCard({ camp, online, onEdit, onDelete }: { camp: Camp; online: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('camps');
  const counselors = camp.contact_info.counselors?.length ?? 0;
  return (
    <li className={ui.card} aria-label={camp.name}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="font-semibold">
            {camp.name}{' '}
            {yearBesideName(camp.name, camp.year) ? <span className="text-sm font-normal text-slate-500">({camp.year})</span> : null}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {camp.location} · {camp.address}
          </p>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {formatDateRange(camp.start_date, camp.end_date, 'day', { timeZone: 'UTC' })} ·{' '}
            {t('camps:counselorCount', { count: counselors })}
          </p>
        </div>
        <Pill
          tone={
            camp.is_active
              ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
              : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'
          }
        >
          {camp.is_active ? t('camps:active') : t('camps:inactive')}
        </Pill>
      </div>
      <CardActions action={{ icon: Pencil, label: t('camps:edit'), onClick: onEdit }} onDelete={onDelete} disabled={!online} />
    </li>
  );
}
