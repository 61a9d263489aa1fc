import { useEffect, useState } from 'react';
import type { InvitationPreview } from '../../../contracts/invitations';
import { errorText } from '../../api/client';
import { invitationPreview } from '../../api/invitations';
import { i18next } from '../../i18n';

/** What the join page knows of its link: still checking, the invitation, or the sentence why it cannot be read. */
type PreviewState = { kind: 'checking' } | { kind: 'ready'; preview: InvitationPreview } | { kind: 'failed'; sentence: string };

/** Reads the invitation behind `token` once: a refusal says the server's sentence (an unusable link), a lost call says so. */
export function useInvitationPreview(token: string): PreviewState {
  const [state, setState] = useState<PreviewState>({ kind: 'checking' });
  useEffect(() => {
    let current = true;
    invitationPreview(token).then(
      (preview) => current && setState({ kind: 'ready', preview }),
      async (err: unknown) => {
        const sentence = await errorText(err, i18next.t('invitations:join.failed'));
        if (current) setState({ kind: 'failed', sentence });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}
