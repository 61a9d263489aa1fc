import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Printer } from 'lucide-react';
import type { Invitation } from '../../../../contracts/invitations';
import type { InvitationRequest } from '../../../api/invitations';
import { AdminBackLink } from '../../../components/admin/admin-back-link';
import { AdminSecretsList } from '../../../components/admin/admin-secrets-list';
import { AdminOnly } from '../../../components/admin/admin-only';
import { OfflineNotice } from '../../../components/admin/offline-notice';
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
export const AdminInvitationsPage = () => <AdminOnly tool={InvitationsTool} />;

function InvitationsTool() {
  const { t } = useTranslation('invitations');
  const online = useOnline();
  const tool = useInvitations(true);
  const links = useInvitationLinks((s) => s.links);
  const { toast, show } = useToast(5000);
  const [created, setCreated] = useState<{ id: string; url: string; household: string } | null>(null);
  const nameOf = (invitation: Invitation) => invitation.household_name ?? t('invitations:list.noHousehold');

  async function create(input: InvitationRequest): Promise<string | undefined> {
    const answer = await tool.create(input);
    if ('error' in answer) return answer.error;
    const household = input.household_name ?? tool.households.items.find((h) => h.id === input.household_id)?.name ?? '';
    setCreated({ ...answer, household });
  }

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
      <AdminSecretsList
        list={tool.invitations}
        texts={{
          label: t('invitations:list.label'),
          loading: t('invitations:list.loading'),
          failed: t('invitations:list.loadFailed'),
          empty: t('invitations:list.empty'),
          revokeTitle: t('invitations:revokeTitle'),
          revoke: t('invitations:revoke'),
          revoked: t('invitations:revoked'),
        }}
        revokeQuestion={(invitation) => t('invitations:revokeQuestion', { household: nameOf(invitation) })}
        revoke={tool.revoke}
        show={show}
        card={(invitation, askRevoke) => (
          <InvitationCard
            invitation={invitation}
            url={links[invitation.id]}
            online={online}
            onRevoke={askRevoke}
            onEmail={(address) => tool.email(invitation.id, address)}
            show={show}
          />
        )}
      />
      <Toast toast={toast} />
    </div>
  );
}
