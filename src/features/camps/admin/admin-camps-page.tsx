import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Camp } from '../../../../contracts/camps';
import { deleteCamp } from '../../../api/camps';
import { AccessDenied } from '../../../components/access-denied';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { Toast, useToast } from '../../../components/toast';
import { ui } from '../../../components/ui';
import { useCamps } from '../../../db/hooks/use-camps';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { campMessages } from '../../../lib/validation/camp';
import { replicate } from '../../../replication/replicate';
import { AdminBackLink } from '../../../components/admin/admin-back-link';
import { CampCard } from './camp-card';
import { CampFormModal } from './camp-form-modal';
import { OfflineNotice } from '../../../components/admin/offline-notice';
import { useIsAdmin } from '../../../components/admin/use-is-admin';

/** Camp Management (SPEC §2.3): list, create, edit, delete. Administrators only; changes need a connection. */
export function AdminCampsPage() {
  const { t } = useTranslation('camps');
  const isAdmin = useIsAdmin();
  const online = useOnline();
  const camps = useCamps();
  const { toast, show } = useToast(5000);
  const [editing, setEditing] = useState<Camp | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Camp | null>(null);
  if (!isAdmin) return <AccessDenied />;

  async function remove(camp: Camp): Promise<void> {
    setDeleting(null);
    try {
      await deleteCamp(camp.id);
      await replicate();
      show(t('camps:deleted'), 'success');
    } catch {
      show(campMessages.deleteFailed, 'error');
    }
  }

  return (
    <div className="pb-6">
      <AdminBackLink />
      <PageHeader
        title={t('camps:title')}
        subtitle={t('camps:count', { count: camps?.length ?? 0 })}
        actions={
          <button type="button" className={ui.button} disabled={!online} onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden /> {t('camps:create')}
          </button>
        }
      />
      <OfflineNotice />
      {camps?.length === 0 ? <p className="px-4 text-sm text-slate-500">{t('camps:empty')}</p> : null}
      <ul className="space-y-3 px-4" aria-label={t('camps:listLabel')}>
        {(camps ?? []).map((c) => (
          <CampCard key={c.id} camp={c} online={online} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />
        ))}
      </ul>
      {editing ? (
        <CampFormModal
          camp={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            show(message, 'success');
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('camps:deleteCamp')}
          message={t('camps:deleteQuestion', { name: deleting.name })}
          confirmLabel={t('camps:deleteCamp')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      ) : null}
      <Toast toast={toast} />
    </div>
  );
}
