import type { User } from '../../../contracts/users';
import { approveUser, deleteUser, rejectUser } from '../../api/admin-users';
import { errorText } from '../../api/client';
import type { ToastKind } from '../../components/toast';

/** The one-click actions of User Management (approve, reject, delete); modals handle the rest. */
export function useUserActions(reload: () => Promise<void>, show: (m: string, k: ToastKind) => void) {
  const name = (u: User) => `${u.first_name} ${u.last_name}`;
  return {
    async approve(u: User) {
      try {
        await approveUser(u.id);
        show(`${name(u)} approved. An email is on its way.`, 'success');
      } catch (err) {
        show(await errorText(err, 'Failed to approve user. Please try again.'), 'error');
      }
      await reload();
    },
    async reject(u: User) {
      if (!window.confirm(`Reject the registration of ${name(u)}?`)) return;
      try {
        await rejectUser(u.id);
        show(`${name(u)}'s registration was rejected.`, 'success');
      } catch (err) {
        show(await errorText(err, 'Failed to reject user. Please try again.'), 'error');
      }
      await reload();
    },
    async remove(u: User) {
      if (!window.confirm(`Are you sure you want to delete ${name(u)}? This cannot be undone.`)) return;
      try {
        await deleteUser(u.id);
        show(`${name(u)} was deleted.`, 'success');
      } catch {
        show('Failed to delete user. This feature may not be implemented yet.', 'error');
      }
      await reload();
    },
  };
}
