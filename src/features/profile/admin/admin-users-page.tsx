import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft, UserPlus } from 'lucide-react';
import type { User } from '../../../../contracts/profile';
import { Toast, useToast } from '../../../components/toast';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { useAuthStore } from '../../../stores/auth-store';
import { AccessDenied } from '../../../components/access-denied';
import { ChangeRoleModal } from './change-role-modal';
import { CreateUserModal } from './create-user-modal';
import { AdminToolHeader } from '../../../components/admin/admin-tool-header';
import { ResetPasswordModal } from './reset-password-modal';
import { useAdminUsers } from './use-admin-users';
import { useIsAdmin } from '../../../components/admin/use-is-admin';
import { useUserActions } from './use-user-actions';
import { UserTable } from './user-table';
import { HouseholdsSection } from './households/households-section';
import type { UserAction } from './user-row';

type Dialog = { kind: 'create' } | { kind: 'role' | 'reset'; user: User } | null;
type Tab = 'all' | 'pending' | 'households';

export function AdminUsersPage() {
  const { t } = useTranslation(['profile', 'households', 'answers']);
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const selfId = useAuthStore((s) => s.user?.id);
  const online = useOnline();
  // Reloads once a required password change (after resetting one's own) is done.
  const mustChange = useAuthStore((s) => s.user?.must_change_password === true);
  const { users, loading, failed, reload } = useAdminUsers(isAdmin && !mustChange);
  const { toast, show } = useToast(5000);
  const actions = useUserActions(reload, show);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [tab, setTab] = useState<Tab>('all');
  const pendingOnly = tab === 'pending';
  if (!isAdmin) return <AccessDenied />;

  const pendingCount = users.filter((u) => u.status === 'pending').length;
  const shown = pendingOnly ? users.filter((u) => u.status === 'pending') : users;
  const done = (message?: string) => {
    setDialog(null);
    if (message) show(message, 'success');
    if (!useAuthStore.getState().user?.must_change_password) void reload();
  };
  const act = (user: User, action: UserAction) => {
    if (action === 'approve') void actions.approve(user);
    else if (action === 'reject') void actions.reject(user);
    else if (action === 'delete') void actions.remove(user);
    else setDialog({ kind: action, user });
  };
  const tabStyle = (active: boolean) =>
    `rounded-full px-3 py-1 text-sm ${active ? 'bg-emerald-700 text-white' : 'bg-slate-100 dark:bg-slate-800'}`;

  return (
    <div>
      <AdminToolHeader
        back={
          <div className="px-4 pt-4">
            <button type="button" className={ui.buttonSecondary} onClick={() => void navigate('/admin')}>
              <ArrowLeft className="h-4 w-4" aria-hidden /> {t('common:back')}
            </button>
          </div>
        }
        title={t('profile:users.title')}
        subtitle={t('profile:users.count', { count: users.length })}
        create={{ label: t('profile:users.create'), icon: UserPlus, onClick: () => setDialog({ kind: 'create' }) }}
      />
      <div className="mb-3 flex gap-2 px-4" role="tablist">
        {(['all', 'pending', 'households'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tabStyle(tab === name)}
            onClick={() => setTab(name)}
          >
            {name === 'all' ? t('profile:users.allTab') : null}
            {name === 'pending' ? t('profile:users.pendingTab', { count: pendingCount }) : null}
            {name === 'households' ? t('households:listLabel') : null}
          </button>
        ))}
      </div>
      {tab === 'households' ? <HouseholdsSection users={users} online={online} show={show} /> : null}
      <div className="px-4" hidden={tab === 'households'}>
        {failed ? (
          <p role="alert" className={`${ui.error} mb-3`}>
            {online ? t('profile:users.loadFailed') : t('profile:users.loadFailedOffline')}
          </p>
        ) : null}
        {loading ? <p className="p-6 text-center text-slate-500">{t('profile:users.loading')}</p> : null}
        {!loading && shown.length === 0 ? (
          <p className="p-6 text-center text-slate-500">{pendingOnly ? t('profile:users.noPending') : t('profile:users.empty')}</p>
        ) : null}
        {shown.length > 0 ? <UserTable users={shown} selfId={selfId} disabled={!online} onAction={act} /> : null}
      </div>
      {dialog?.kind === 'create' ? (
        <CreateUserModal onClose={() => setDialog(null)} onCreated={() => done(t('profile:users.created'))} />
      ) : null}
      {dialog?.kind === 'reset' ? (
        <ResetPasswordModal user={dialog.user} onClose={() => setDialog(null)} onDone={() => done(t('answers:userPasswordReset'))} />
      ) : null}
      {dialog?.kind === 'role' ? (
        <ChangeRoleModal user={dialog.user} onClose={() => setDialog(null)} onDone={() => done(t('profile:users.roleUpdated'))} />
      ) : null}
      <Toast toast={toast} />
    </div>
  );
}
