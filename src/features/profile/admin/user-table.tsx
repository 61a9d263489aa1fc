import type { User } from '../../../../contracts/profile';
import { useTranslation } from '../../../i18n';
import { UserRow, type UserAction } from './user-row';

export function UserTable({
  users,
  selfId,
  disabled,
  onAction,
}: {
  users: User[];
  selfId?: string;
  disabled: boolean;
  onAction: (u: User, a: UserAction) => void;
}) {
  const { t } = useTranslation('profile');
  return (
    // A table on wide screens; on phones each user is a card, so no column hides off screen.
    <div className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="block w-full text-left text-sm lg:table">
        <thead className="hidden bg-slate-50 text-xs uppercase text-slate-500 lg:table-header-group dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            <th className="px-3 py-2">{t('profile:users.user')}</th>
            <th className="px-3 py-2">{t('profile:users.role')}</th>
            <th className="px-3 py-2">{t('profile:users.lastLogin')}</th>
            <th className="px-3 py-2">{t('profile:users.joined')}</th>
            <th className="px-3 py-2">{t('profile:users.actions')}</th>
          </tr>
        </thead>
        <tbody className="block lg:table-row-group">
          {users.map((u) => (
            <UserRow key={u.id} user={u} isSelf={u.id === selfId} disabled={disabled} onAction={(a) => onAction(u, a)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
