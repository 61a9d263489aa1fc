import { useCallback } from 'react';
import { errorText } from '../../../api/client';
import { listHouseholds } from '../../../api/households';
import { createInvitation, type InvitationRequest, emailInvitation, listInvitations, revokeInvitation } from '../../../api/invitations';
import { useServerList } from '../../../components/admin/use-server-list';
import { currentLanguage, i18next } from '../../../i18n';
import { useInvitationLinks } from '../../../stores/invitation-links-store';

/** The sentence of a failed call: the server's, or `fallback`, or the offline one without signal. */
const failure = (err: unknown, fallback: string) => errorText(err, i18next.t(navigator.onLine ? fallback : 'invitations:offline'));

/** The invitations and households (online, straight from the server) and what the administrator does with them. */
export function useInvitations(enabled: boolean) {
  const invitations = useServerList(listInvitations, enabled);
  const households = useServerList(listHouseholds, enabled);
  const keep = useInvitationLinks((s) => s.keep);
  const { reload: reloadInvitations } = invitations;
  const { reload: reloadHouseholds } = households;

  /** Creates one and keeps its link on this device; answers the link, or the sentence why not. */
  const create = useCallback(
    async (input: InvitationRequest): Promise<{ id: string; url: string } | { error: string }> => {
      try {
        const created = await createInvitation(input);
        keep(created.id, created.url);
        await Promise.all([reloadInvitations(), input.household_name ? reloadHouseholds() : null]);
        return created;
      } catch (err) {
        return { error: await failure(err, 'invitations:form.failed') };
      }
    },
    [keep, reloadInvitations, reloadHouseholds],
  );

  /** Revokes one; answers null, or the sentence why not. */
  async function revoke(id: string): Promise<string | null> {
    try {
      await revokeInvitation(id);
      await reloadInvitations();
      return null;
    } catch (err) {
      return failure(err, 'invitations:revokeFailed');
    }
  }

  /** Sends one's link by email; answers null, or the sentence why not. */
  async function email(id: string, address: string): Promise<string | null> {
    try {
      await emailInvitation(id, address.trim(), currentLanguage());
      return null;
    } catch (err) {
      return failure(err, 'invitations:email.failed');
    }
  }

  return { invitations, households, create, revoke, email };
}

export type InvitationsTool = ReturnType<typeof useInvitations>;
