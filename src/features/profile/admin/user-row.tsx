import { Check, KeyRound, ShieldCheck, Trash2, X } from 'lucide-react';
import type { User } from '../../../../contracts/profile';
import { useTranslation } from '../../../i18n';
import { joinedText, lastLoginText } from '../user-dates';
import { PersonAvatar } from '../../../components/person-avatar';

export type UserAction = 'approve' | 'reject' | 'role' | 'reset' | 'delete';

const cell = 'block px-3 py-0.5 lg:table-cell lg:py-2';
/** The column name, shown beside the value when the row is a card (phones). */
const Label = ({ text }: { text: string }) => <span className="text-slate-500 lg:hidden dark:text-slate-400">{text}: </span>;

const small = 'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium disabled:cursor-not-allowed disabled:opacity-40';

export function UserRow({
  user,
  isSelf,
  disabled,
  onAction,
}: {
  user: User;
  isSelf: boolean;
  disabled: boolean;
  onAction: (a: UserAction) => void;
}) {
  const { t } = useTranslation('profile');
  // A registration waiting for approval, or refused: said under the email.
  const status =
    user.status === 'pending'
      ? {
          text: t('profile:users.pendingBadge'),
          tone: 'whitespace-nowrap bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
        }
      : user.status === 'rejected'
        ? { text: t('profile:users.rejectedBadge'), tone: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100' }
        : null;
  return (
    <tr
      className="block border-t border-slate-200 py-2 align-top first:border-t-0 lg:table-row lg:py-0 lg:first:border-t dark:border-slate-800"
      data-testid="user-row"
      data-email={user.email}
    >
      <td className={cell}>
        <div className="flex items-start gap-2">
          <PersonAvatar id={user.id} name={`${user.first_name} ${user.last_name}`} src={user.avatar_url} />
          <div className="min-w-0">
            <p className="font-medium">
              {user.first_name} {user.last_name}
              {isSelf ? t('profile:users.you') : ''}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
            {status ? <span className={`mt-1 inline-block rounded px-1.5 text-xs ${status.tone}`}>{status.text}</span> : null}
          </div>
        </div>
      </td>
      <td className={cell}>
        <Label text={t('profile:users.role')} />
        <span>{t(`profile:users.roleName.${user.role}`)}</span>
      </td>
      <td className={`${cell} lg:whitespace-nowrap`}>
        <Label text={t('profile:users.lastLogin')} />
        <span>{lastLoginText(user.last_login_at)}</span>
      </td>
      <td className={`${cell} lg:whitespace-nowrap`}>
        <Label text={t('profile:users.joined')} />
        <span>{joinedText(user.created_at)}</span>
      </td>
      <td className={`${cell} pt-2`}>
        <div className="flex flex-wrap gap-1 xl:flex-nowrap">
          {user.status === 'pending' ? (
            <>
              <button
                type="button"
                className={`${small} bg-emerald-600 text-white`}
                disabled={disabled}
                onClick={() => onAction('approve')}
              >
                <Check className="h-3.5 w-3.5" aria-hidden /> {t('profile:users.approve')}
              </button>
              <button type="button" className={`${small} bg-red-600 text-white`} disabled={disabled} onClick={() => onAction('reject')}>
                <X className="h-3.5 w-3.5" aria-hidden /> {t('profile:users.reject')}
              </button>
            </>
          ) : null}
          <button
            type="button"
            className={`${small} bg-slate-100 dark:bg-slate-800`}
            disabled={disabled || isSelf}
            title={isSelf ? t('profile:users.ownRole') : undefined}
            onClick={() => onAction('role')}
          >
            <ShieldCheck className="h-3.5 w-3.5" aria-hidden /> {t('profile:users.role')}
          </button>
          <button type="button" className={`${small} bg-slate-100 dark:bg-slate-800`} disabled={disabled} onClick={() => onAction('reset')}>
            <KeyRound className="h-3.5 w-3.5" aria-hidden /> {t('profile:users.resetPassword')}
          </button>
          <button
            type="button"
            className={`${small} text-red-600 hover:bg-red-50 dark:hover:bg-red-950`}
            disabled={disabled || isSelf}
            title={isSelf ? t('profile:users.deleteSelf') : undefined}
            onClick={() => onAction('delete')}
          >
            <Trash2 className="h-3.5 w-3.5" aria-hidden /> {t('profile:users.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}
