import { Lock, Pencil, Trash2, Users } from 'lucide-react';
import type { Reflection } from '../../../../contracts/reflections';
import { ui } from '../../../components/ui';
import { formatDate, useTranslation } from '../../../i18n';
import { WaitingMark } from '../../../components/waiting-mark';
import type { LocalMark } from '../../../db/schema';
import { reflectionText as text } from '../reflection-text';
import { yearBesideName } from '../../../lib/camp-name';

const parts = ['high', 'low', 'glitter'] as const;

/** One of 'Your Reflections': camp, year, Public or Private, high, low, glitter, submitted date, edit and delete. */
export function ReflectionCard({
  reflection: r,
  onEdit,
  onDelete,
}: {
  reflection: Reflection & LocalMark;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('reflections');
  return (
    <article className={ui.card} aria-label={t('reflections:reflectionOf', { name: r.camp.name })}>
      <header className="mb-2 flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{r.camp.name}</h3>
        {yearBesideName(r.camp.name, r.camp.year) ? (
          <span className="text-sm text-slate-500 dark:text-slate-400">{r.camp.year}</span>
        ) : null}
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
          {r.is_public ? <Users aria-hidden className="h-3 w-3" /> : <Lock aria-hidden className="h-3 w-3" />}
          {r.is_public ? text.public : text.private}
        </span>
        {r._pending ? <WaitingMark /> : null}
      </header>
      <dl className="space-y-1.5 text-sm">
        {parts.map((key) => (
          <div key={key}>
            <dt className="font-medium text-emerald-700 dark:text-emerald-400">{t(`reflections:part.${key}`)}</dt>
            <dd className="whitespace-pre-wrap">{r[key]}</dd>
          </div>
        ))}
      </dl>
      <footer className="mt-3 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        {t('reflections:submitted', { date: formatDate(r.submitted_at, 'day') })}
        <button type="button" className={`${ui.buttonSecondary} ml-auto`} onClick={onEdit}>
          <Pencil aria-hidden className="h-4 w-4" /> {t('reflections:edit')}
        </button>
        <button
          type="button"
          aria-label={t('reflections:deleteOf', { name: r.camp.name })}
          className={ui.buttonSecondary}
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </button>
      </footer>
    </article>
  );
}
