import { useEffect, useState } from 'react';
import type { PublicReflection } from '../../../../contracts/reflections';
import { getCampMemories } from '../../../api/reflections';
import { errorText } from '../../../api/client';
import { AccessDenied } from '../../../components/access-denied';
import { PageHeader } from '../../../components/page-header';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { useCamps } from '../../../db/camps/use-camps';
import { useOnline } from '../../../lib/use-online';
import { useAuthStore } from '../../../stores/auth-store';
import { MemoryCard } from './memory-card';
import { yearBesideName } from '../../../lib/camp-name';

/** Camp memories (past the spec): a camp's public reflections, for admins and organizers. Needs signal. */
export function CampMemoriesPage() {
  const { t } = useTranslation('reflections');
  const role = useAuthStore((s) => s.user?.role);
  const camps = useCamps();
  const online = useOnline();
  const [campId, setCampId] = useState<string>('');
  const [memories, setMemories] = useState<PublicReflection[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = campId || camps?.[0]?.id || '';

  useEffect(() => {
    if (!chosen || !online || (role !== 'admin' && role !== 'organizer')) return;
    let alive = true;
    setMemories(null);
    setError(null);
    getCampMemories(chosen).then(
      (list) => alive && setMemories(list),
      async (err: unknown) => alive && setError(await errorText(err, t('reflections:memories.loadFailed'))),
    );
    return () => {
      alive = false;
    };
  }, [chosen, online, role, t]);

  if (role !== 'admin' && role !== 'organizer') return <AccessDenied message={t('reflections:memories.denied')} />;
  return (
    <div className="space-y-4 pb-6">
      <PageHeader title={t('reflections:memories.title')} subtitle={t('reflections:memories.subtitle')} />
      <div className="space-y-3 px-4">
        <label className="block">
          <span className={ui.label}>{t('reflections:memories.camp')}</span>
          <select className={ui.input} value={chosen} onChange={(e) => setCampId(e.target.value)}>
            {(camps ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {yearBesideName(c.name, c.year) ? `${c.name} (${c.year})` : c.name}
              </option>
            ))}
          </select>
        </label>
        {!online ? <p className="text-sm text-slate-500 dark:text-slate-400">{t('reflections:memories.offline')}</p> : null}
        {error ? <p className={ui.error}>{error}</p> : null}
        {memories && memories.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('reflections:memories.empty')}</p>
        ) : null}
        {memories?.map((m) => (
          <MemoryCard key={m.id} memory={m} />
        ))}
      </div>
    </div>
  );
}
