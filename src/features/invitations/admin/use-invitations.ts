import { listHouseholds } from '../../../api/households';
import { emailInvitation, invitationsApi, type InvitationRequest } from '../../../api/invitations';
import { failedCallText, useAdminSecrets } from '../../../components/admin/use-admin-secrets';
import { useServerList } from '../../../components/admin/use-server-list';
import { currentLanguage } from '../../../i18n';
import { useInvitationLinks } from '../../../stores/invitation-links-store';

const failureKeys = {
  offline: 'invitations:offline',
  createFailed: 'invitations:form.failed',
  revokeFailed: 'invitations:revokeFailed',
};

/** The invitations and households (online, straight from the server) and what the administrator does with them. */
export function useInvitations(enabled: boolean) {
  const households = useServerList(listHouseholds, enabled);
  const keep = useInvitationLinks((s) => s.keep);
  const { reload: reloadHouseholds } = households;
  // A new invitation's link is kept on this device; a new household joins the list.
  const secrets = useAdminSecrets(invitationsApi, enabled, failureKeys, (created, input: InvitationRequest) => {
    keep(created.id, created.url);
    return input.household_name ? reloadHouseholds() : null;
  });

  /** Sends one's link by email; answers null, or the sentence why not. */
  async function email(id: string, address: string): Promise<string | null> {
    try {
      await emailInvitation(id, address.trim(), currentLanguage());
      return null;
    } catch (err) {
      return failedCallText(err, 'invitations:email.failed', failureKeys.offline);
    }
  }

  return { invitations: secrets.list, households, create: secrets.create, revoke: secrets.revoke, email };
}

export type InvitationsTool = ReturnType<typeof useInvitations>;
