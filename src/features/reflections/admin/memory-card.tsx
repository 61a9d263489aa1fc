import type { PublicReflection } from '../../../../contracts/reflections';
import { ui } from '../../../components/ui';
import { formatDate, useTranslation } from '../../../i18n';

/** One public reflection with its author. */
export function MemoryCard({ memory: m }: { memory: PublicReflection }) {
  const { t } = useTranslation('reflections');
  const name = `${m.user.first_name} ${m.user.last_name}`.trim();
  return (
    <article className={ui.card} aria-label={t('reflections:memoryOf', { name })}>
      <header className="mb-2 flex items-center gap-2">
        {m.user.avatar_url ? <img src={m.user.avatar_url} alt="" className="h-8 w-8 rounded-full object-cover" /> : null}
        <h3 className="font-semibold">{name}</h3>
        <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">{formatDate(m.submitted_at, 'day')}</span>
      </header>
      <dl className="space-y-1 text-sm">
        <dt className="font-medium text-emerald-700 dark:text-emerald-400">{t('reflections:part.high')}</dt>
        <dd>{m.high}</dd>
        <dt className="font-medium text-emerald-700 dark:text-emerald-400">{t('reflections:part.low')}</dt>
        <dd>{m.low}</dd>
        <dt className="font-medium text-emerald-700 dark:text-emerald-400">{t('reflections:part.glitter')}</dt>
        <dd>{m.glitter}</dd>
      </dl>
    </article>
  );
}
