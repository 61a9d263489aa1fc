import { useState } from 'react';
import type { Camp } from '../../../../contracts/camps';
import { deleteCamp } from '../../../api/camps';
import { AdminOnly } from '../../../components/admin/admin-only';
import { useConfirmDelete } from '../../../components/confirm-delete';
import { Toast, useToast } from '../../../components/toast';
import { useCamps } from '../../../db/camps/use-camps';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { campMessages } from './camp-validation';
import { replicate } from '../../../replication/replicate';
import { AdminToolHeader } from '../../../components/admin/admin-tool-header';
import { CampCard } from './camp-card';
import { CampFormModal } from './camp-form-modal';

/** Camp Management (SPEC §2.3): list, create, edit, delete. Administrators only; changes need a connection. */
export const AdminCampsPage = () => <AdminOnly tool={CampsTool} />;

function CampsTool() {
  const { t } = useTranslation('camps');
  const online = useOnline();
  const camps = useCamps();
  const { toast, show } = useToast(5000);
  const [editing, setEditing] = useState<Camp | 'new' | null>(null);
  const deleting = useConfirmDelete(
    async (camp: Camp) => {
      try {
        await deleteCamp(camp.id);
        await replicate();
        show(t('camps:deleted'), 'success');
      } catch {
        show(campMessages.deleteFailed, 'error');
      }
    },
    (camp) => ({
      title: t('camps:deleteCamp'),
      message: t('camps:deleteQuestion', { name: camp.name }),
      confirmLabel: t('camps:deleteCamp'),
    }),
  );
  return (
    <div className="pb-6">
      <AdminToolHeader
        title={t('camps:title')}
        subtitle={t('camps:count', { count: camps?.length ?? 0 })}
        create={{ label: t('camps:create'), onClick: () => setEditing('new') }}
      />
      {camps?.length === 0 ? <p className="px-4 text-sm text-slate-500">{t('camps:empty')}</p> : null}
      <ul className="space-y-3 px-4" aria-label={t('camps:listLabel')}>
        {(camps ?? []).map((c) => (
          <CampCard key={c.id} camp={c} online={online} onEdit={() => setEditing(c)} onDelete={() => deleting.ask(c)} />
        ))}
      </ul>
      {editing ? (
        <CampFormModal
          camp={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => show(message, 'success')}
        />
      ) : null}
      {deleting.dialog}
      <Toast toast={toast} />
    </div>
  );
}
