import type { User } from '../../../../contracts/profile';
import { approveUser, deleteUser, rejectUser } from '../../../api/profile';
import { errorText } from '../../../api/client';
import type { ToastKind } from '../../../components/toast';
import { useTranslation } from '../../../i18n';

/** The one-click actions of User Management (approve, reject, delete); modals handle the rest. */
export function useUserActions(reload: () => Promise<void>, show: (m: string, k: ToastKind) => void) {
  const { t } = useTranslation('profile');
  const name = (u: User) => `${u.first_name} ${u.last_name}`;
  return {
    async approve(u: User) {
      try {
        await approveUser(u.id);
        show(t('profile:users.approved', { name: name(u) }), 'success');
      } catch (err) {
        show(await errorText(err, t('profile:users.approveFailed')), 'error');
      }
      await reload();
    },
    async reject(u: User) {
      if (!window.confirm(t('profile:users.rejectQuestion', { name: name(u) }))) return;
      try {
        await rejectUser(u.id);
        show(t('profile:users.rejected', { name: name(u) }), 'success');
      } catch (err) {
        show(await errorText(err, t('profile:users.rejectFailed')), 'error');
      }
      await reload();
    },
    async remove(u: User) {
      if (!window.confirm(t('profile:users.deleteQuestion', { name: name(u) }))) return;
      try {
        await deleteUser(u.id);
        show(t('profile:users.deleted', { name: name(u) }), 'success');
      } catch {
        show(t('profile:users.deleteFailed'), 'error');
      }
      await reload();
    },
  };
}
