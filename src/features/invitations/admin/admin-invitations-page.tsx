import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Printer } from 'lucide-react';
import type { Invitation } from '../../../../contracts/invitations';
import type { InvitationRequest } from '../../../api/invitations';
import { AccessDenied } from '../../../components/access-denied';
import { AdminBackLink } from '../../../components/admin/admin-back-link';
import { OfflineNotice } from '../../../components/admin/offline-notice';
import { ServerListStatus } from '../../../components/admin/server-list-status';
import { useIsAdmin } from '../../../components/admin/use-is-admin';
import { useConfirmDelete } from '../../../components/confirm-delete';
import { PageHeader } from '../../../components/page-header';
import { Toast, useToast } from '../../../components/toast';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { useInvitationLinks } from '../../../stores/invitation-links-store';
import { CreatedLink } from './created-link';
import { InvitationCard } from './invitation-card';
import { InvitationForm } from './invitation-form';
import { useInvitations } from './use-invitations';

/** Admin → Invitations: links that let a family join, approved at once. Online only, like every admin tool. */
export function AdminInvitationsPage() {
  const isAdmin = useIsAdmin();
  return isAdmin ? <InvitationsTool /> : <AccessDenied />;
}

function InvitationsTool() {
  const { t } = useTranslation('invitations');
  const online = useOnline();
  const tool = useInvitations(true);
  const links = useInvitationLinks((s) => s.links);
  const { toast, show } = useToast(5000);
  const [created, setCreated] = useState<{ id: string; url: string; household: string } | null>(null);
  const nameOf = (invitation: Invitation) => invitation.household_name ?? t('invitations:list.noHousehold');
  const revoking = useConfirmDelete(
    async (invitation: Invitation) => {
      const error = await tool.revoke(invitation.id);
      show(error ?? t('invitations:revoked'), error ? 'error' : 'success');
    },
    (invitation) => ({
      title: t('invitations:revokeTitle'),
      message: t('invitations:revokeQuestion', { household: nameOf(invitation) }),
      confirmLabel: t('invitations:revoke'),
    }),
  );

  async function create(input: InvitationRequest): Promise<string | undefined> {
    const answer = await tool.create(input);
    if ('error' in answer) return answer.error;
    const household = input.household_name ?? tool.households.items.find((h) => h.id === input.household_id)?.name ?? '';
    setCreated({ ...answer, household });
  }

  const { items, loading, failed } = tool.invitations;
  return (
    <div className="space-y-4 pb-6">
      <AdminBackLink />
      <PageHeader
        title={t('invitations:title')}
        subtitle={t('invitations:subtitle')}
        actions={
          <Link to="/admin/invitations/print" className={`${ui.buttonSecondary} min-h-11`}>
            <Printer className="h-4 w-4" aria-hidden /> {t('invitations:print.open')}
          </Link>
        }
      />
      <OfflineNotice text={t('invitations:offline')} />
      <p className="px-4 text-sm text-slate-600 dark:text-slate-400">{t('invitations:deviceNote')}</p>
      <InvitationForm key={created?.id ?? 'first'} households={tool.households.items} online={online} onCreate={create} />
      {created ? <CreatedLink url={created.url} household={created.household} show={show} /> : null}
      <section aria-label={t('invitations:list.label')} className="px-4">
        <h2 className="mb-2 font-semibold">{t('invitations:list.label')}</h2>
        <ServerListStatus
          loading={loading}
          failed={failed}
          empty={items.length === 0}
          texts={{ loading: t('invitations:list.loading'), failed: t('invitations:list.loadFailed'), empty: t('invitations:list.empty') }}
        />
        <ul className="space-y-3">
          {items.map((invitation) => (
            <InvitationCard
              key={invitation.id}
              invitation={invitation}
              url={links[invitation.id]}
              online={online}
              onRevoke={() => revoking.ask(invitation)}
              onEmail={(address) => tool.email(invitation.id, address)}
              show={show}
            />
          ))}
        </ul>
      </section>
      {revoking.dialog}
      <Toast toast={toast} />
    </div>
  );
}
