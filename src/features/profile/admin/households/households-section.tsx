import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Household } from '../../../../../contracts/households';
import type { User } from '../../../../../contracts/profile';
import { errorText } from '../../../../api/client';
import { deleteHousehold, listHouseholds } from '../../../../api/households';
import { useServerList } from '../../../../components/admin/use-server-list';
import { ServerListStatus } from '../../../../components/admin/server-list-status';
import { useConfirmDelete } from '../../../../components/confirm-delete';
import type { ToastKind } from '../../../../components/toast';
import { ui } from '../../../../components/ui';
import { useTranslation } from '../../../../i18n';
import { replicate } from '../../../../replication/replicate';
import { HouseholdCard } from './household-card';
import { HouseholdFormModal } from './household-form-modal';

interface Props {
  users: User[];
  online: boolean;
  show: (message: string, kind: ToastKind) => void;
}

/** The Households tab of User Management: create, rename, choose members and children, delete. Online only, like every admin tool. */
export function HouseholdsSection({ users, online, show }: Props) {
  const { t } = useTranslation('households');
  const { items: households, loading, failed, reload } = useServerList(listHouseholds, true);
  const [editing, setEditing] = useState<{ household?: Household } | null>(null);
  const changed = async (message: string) => {
    show(message, 'success');
    await reload();
    await replicate();
  };
  const deleting = useConfirmDelete(
    async (household: Household) => {
      try {
        await deleteHousehold(household.id);
        await changed(t('households:deleted'));
      } catch (err) {
        show(await errorText(err, t('households:deleteFailed')), 'error');
      }
    },
    (household) => ({
      title: t('households:deleteTitle'),
      message: t('households:deleteQuestion', { name: household.name }),
      confirmLabel: t('households:deleteTitle'),
    }),
  );

  return (
    <section aria-label={t('households:listLabel')} className="px-4">
      <button type="button" className={`${ui.button} mb-3`} disabled={!online} onClick={() => setEditing({})}>
        <Plus className="h-4 w-4" aria-hidden /> {t('households:create')}
      </button>
      <ServerListStatus
        loading={loading}
        failed={failed}
        empty={households.length === 0}
        texts={{ loading: t('households:loading'), failed: t('households:loadFailed'), empty: t('households:empty') }}
        className="mb-3"
      />
      <ul className="space-y-3">
        {households.map((household) => (
          <HouseholdCard
            key={household.id}
            household={household}
            online={online}
            onEdit={() => setEditing({ household })}
            onDelete={() => deleting.ask(household)}
          />
        ))}
      </ul>
      {editing ? (
        <HouseholdFormModal
          household={editing.household}
          households={households}
          users={users}
          onClose={() => setEditing(null)}
          onSaved={(isNew) => void changed(isNew ? t('households:created') : t('households:saved'))}
        />
      ) : null}
      {deleting.dialog}
    </section>
  );
}
