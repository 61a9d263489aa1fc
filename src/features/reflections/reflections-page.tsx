import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Reflection } from '../../../contracts/reflections';
import { useConfirmDelete } from '../../components/confirm-delete';
import { PageHeader } from '../../components/page-header';
import { Toast, useToast } from '../../components/toast';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { useReplicationStatus } from '../../db/hooks/use-replication-status';
import { emptyReflectionForm } from './reflection-validation';
import { useAuthStore } from '../../stores/auth-store';
import { CreateCards } from './components/create-cards';
import { ReflectionCard } from './components/reflection-card';
import { ReflectionFormDialog } from './components/reflection-form';
import { useReflectionActions, type ReflectionCampRef } from './hooks/use-reflection-actions';
import { useReflectionLists } from './hooks/use-reflection-lists';
import { reflectionText as text } from './reflection-text';

type Editing = { camp: ReflectionCampRef; existing?: Reflection };

/** Reflections (SPEC §2.3, §4.6): the person's high, low and glitter per camp; written offline too. */
export function ReflectionsPage() {
  const { t } = useTranslation('reflections');
  const lists = useReflectionLists();
  const status = useReplicationStatus();
  const role = useAuthStore((s) => s.user?.role);
  const { toast, show } = useToast(5000);
  const { save, remove } = useReflectionActions(show);
  const [editing, setEditing] = useState<Editing | null>(null);
  const deleting = useConfirmDelete(remove, () => ({
    title: t('reflections:deleteTitle'),
    message: text.deleteQuestion,
    confirmLabel: t('reflections:delete'),
  }));
  const neverLoaded = status?.state === 'failed' && !status.at && !lists?.anyCamp;
  const memories = role === 'admin' || role === 'organizer';

  return (
    <div className="space-y-4 pb-6">
      <Toast toast={toast} />
      <PageHeader
        title={t('reflections:title')}
        subtitle={t('reflections:subtitle')}
        actions={
          memories ? (
            <Link to="/reflections/memories" className={ui.buttonSecondary}>
              <Sparkles aria-hidden className="h-4 w-4" /> {t('reflections:memories.title')}
            </Link>
          ) : undefined
        }
      />
      <div className="space-y-5 px-4">
        {neverLoaded ? <p className={ui.error}>{text.loadFailed}</p> : null}
        {lists && !lists.anyCamp && !neverLoaded ? (
          <div className={`${ui.card} text-center`}>
            <p className="font-semibold">{text.noCamps}</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">{text.noCampsHint}</p>
          </div>
        ) : null}
        {lists && lists.mine.length > 0 ? (
          <section aria-labelledby="your-reflections" className="space-y-2">
            <h2 id="your-reflections" className="font-semibold">
              {text.yours}
            </h2>
            {lists.mine.map((r) => (
              <ReflectionCard
                key={r.id}
                reflection={r}
                onEdit={() => setEditing({ camp: { id: r.camp_id, ...r.camp }, existing: r })}
                onDelete={() => deleting.ask(r)}
              />
            ))}
          </section>
        ) : null}
        {lists ? <CreateCards camps={lists.open} onCreate={(camp) => setEditing({ camp })} /> : null}
      </div>
      {editing ? (
        <ReflectionFormDialog
          campName={editing.camp.name}
          editing={Boolean(editing.existing)}
          initial={
            editing.existing
              ? {
                  high: editing.existing.high,
                  low: editing.existing.low,
                  glitter: editing.existing.glitter,
                  isPublic: editing.existing.is_public,
                }
              : emptyReflectionForm()
          }
          onCancel={() => setEditing(null)}
          onSubmit={async (form) => {
            const ok = await save(editing.camp, form, editing.existing);
            if (ok) setEditing(null);
            return ok;
          }}
        />
      ) : null}
      {deleting.dialog}
    </div>
  );
}
