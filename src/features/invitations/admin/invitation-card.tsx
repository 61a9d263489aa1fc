import { useState } from 'react';
import { Ban, Mail } from 'lucide-react';
import type { Invitation } from '../../../../contracts/invitations';
import { Pill, pillTones } from '../../../components/pill';
import type { ToastKind } from '../../../components/toast';
import { ui } from '../../../components/ui';
import { formatDate, useTranslation } from '../../../i18n';
import { CopyLinkButton } from './copy-link-button';
import { EmailForm } from './email-form';
import { invitationState } from './invitation-state';

interface Props {
  invitation: Invitation;
  /** Its link, when this device created it. */
  url: string | undefined;
  online: boolean;
  onRevoke: () => void;
  onEmail: (address: string) => Promise<string | null>;
  show: (message: string, kind: ToastKind) => void;
}

const stateTone = { active: pillTones.emerald, usedUp: pillTones.amber, expired: pillTones.amber, revoked: pillTones.amber };

/** One invitation: household, role, state, uses left, expiry, who joined; Copy link, Send by email, Revoke. */
export function InvitationCard({ invitation, url, online, onRevoke, onEmail, show }: Props) {
  const { t } = useTranslation('invitations');
  const [emailing, setEmailing] = useState(false);
  const state = invitationState(invitation);
  const open = state === 'active' || state === 'usedUp';
  const joined = invitation.joined.map((j) => j.name).join(', ');
  return (
    <li className={ui.card} data-testid="invitation-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{invitation.household_name ?? t('invitations:list.noHousehold')}</h3>
        <Pill tone={stateTone[state]}>{t(`invitations:state.${state}`)}</Pill>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(`invitations:role.${invitation.role}`)} · {t('invitations:list.usesLeft', { left: invitation.uses_left, uses: invitation.uses })}{' '}
        · {t('invitations:list.expires', { date: formatDate(invitation.expires_at, 'day') })}
      </p>
      <p className="mt-1 text-sm">{joined ? t('invitations:list.joined', { names: joined }) : t('invitations:list.nobodyJoined')}</p>
      {open ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {url && state === 'active' ? <CopyLinkButton url={url} show={show} /> : null}
          {state === 'active' ? (
            <button
              type="button"
              className={`${ui.buttonSecondary} min-h-11`}
              aria-expanded={emailing}
              onClick={() => setEmailing((e) => !e)}
            >
              <Mail className="h-4 w-4" aria-hidden /> {t('invitations:email.open')}
            </button>
          ) : null}
          <button type="button" className={`${ui.buttonDanger} min-h-11`} disabled={!online} onClick={onRevoke}>
            <Ban className="h-4 w-4" aria-hidden /> {t('invitations:revoke')}
          </button>
        </div>
      ) : null}
      {emailing && state === 'active' ? (
        <EmailForm
          disabled={!online}
          onSend={onEmail}
          onSent={(address) => {
            setEmailing(false);
            show(t('invitations:email.sent', { email: address }), 'success');
          }}
        />
      ) : null}
    </li>
  );
}
