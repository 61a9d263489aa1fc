import type { User } from '../../../../contracts/profile';
import { approveUser, deleteUser, rejectUser } from '../../../api/profile';
import { errorText } from '../../../api/client';
import type { ToastKind } from '../../../components/toast';
import { useTranslation } from '../../../i18n';

/** The one-click actions of User Management (approve, reject, delete); modals handle the rest. */
export function useUserActions(reload: () => Promise<void>, show: (m: string, k: ToastKind) => void) {
  const { t } = useTranslation('profile');
  const name = (u: User) => ({ name: `${u.first_name} ${u.last_name}` });

  /** Asks first when there is a `question`; then calls the server, says how it went, and reloads the list. */
  async function act(call: () => Promise<void>, done: string, failed: (err: unknown) => Promise<string>, question?: string): Promise<void> {
    if (question !== undefined && !window.confirm(question)) return;
    try {
      await call();
      show(done, 'success');
    } catch (err) {
      show(await failed(err), 'error');
    }
    await reload();
  }

  return {
    approve: (u: User) =>
      act(
        () => approveUser(u.id),
        t('profile:users.approved', name(u)),
        (err) => errorText(err, t('profile:users.approveFailed')),
      ),
    reject: (u: User) =>
      act(
        () => rejectUser(u.id),
        t('profile:users.rejected', name(u)),
        (err) => errorText(err, t('profile:users.rejectFailed')),
        t('profile:users.rejectQuestion', name(u)),
      ),
    remove: (u: User) =>
      act(
        () => deleteUser(u.id),
        t('profile:users.deleted', name(u)),
        async () => t('profile:users.deleteFailed'),
        t('profile:users.deleteQuestion', name(u)),
      ),
  };
}
