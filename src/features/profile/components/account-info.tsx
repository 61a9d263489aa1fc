import type { User } from '../../../../contracts/profile';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { lastLoginText } from '../user-dates';

/** Account info (SPEC §2.3): email, last login and a role badge. */
export function AccountInfo({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const lastLogin = lastLoginText(user.last_login_at);
  return (
    <section aria-labelledby="account-info" className={ui.card}>
      <div className="mb-3 flex items-center justify-between">
        <h2 id="account-info" className="font-semibold">
          {t('profile:accountInfo')}
        </h2>
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200">
          {t(`profile:users.roleName.${user.role}`)}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">{t('profile:email')}</dt>
        <dd className="break-all">{user.email}</dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('profile:lastLogin')}</dt>
        <dd>{lastLogin}</dd>
      </dl>
    </section>
  );
}
