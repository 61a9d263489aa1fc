import type { User } from '../../../../contracts/profile';
import { approveUser, deleteUser, rejectUser } from '../../../api/profile-admin';
import { errorText } from '../../../api/client';
import type { ToastKind } from '../../../components/toast';
import { useTranslation } from '../../../i18n';

/** The one-click actions of User Management (approve, reject, delete); modals handle the rest. */
export function useUserActions(reload: () => Promise<void>, show: (m: string, k: ToastKind) => void) {
  const { t } = useTranslation('admin');
  const name = (u: User) => `${u.first_name} ${u.last_name}`;
  return {
    async approve(u: User) {
      try {
        await approveUser(u.id);
        show(t('admin:users.approved', { name: name(u) }), 'success');
      } catch (err) {
        show(await errorText(err, t('admin:users.approveFailed')), 'error');
      }
      await reload();
    },
    async reject(u: User) {
      if (!window.confirm(t('admin:users.rejectQuestion', { name: name(u) }))) return;
      try {
        await rejectUser(u.id);
        show(t('admin:users.rejected', { name: name(u) }), 'success');
      } catch (err) {
        show(await errorText(err, t('admin:users.rejectFailed')), 'error');
      }
      await reload();
    },
    async remove(u: User) {
      if (!window.confirm(t('admin:users.deleteQuestion', { name: name(u) }))) return;
      try {
        await deleteUser(u.id);
        show(t('admin:users.deleted', { name: name(u) }), 'success');
      } catch {
        show(t('admin:users.deleteFailed'), 'error');
      }
      await reload();
    },
  };
}
