import { useContext, useState } from 'react';
import type { CampEvent, Party } from '../../../../contracts/events';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { isEventFull, partyFits } from '../../../../contracts/events-rules';
import { partyFor } from '../../../db/events/event-rules';
import { PartyPicker } from './party-picker';
import { RsvpLock } from './rsvp-lock';

interface Props {
  event: CampEvent;
  /** The event has ended: no RSVP, waitlist or party buttons, just "Ended" (the server refuses them too). */
  ended: boolean;
  /** Another RSVP action is running: only one at a time (SPEC §4.2); else as the list says (`RsvpLock`). */
  locked?: boolean;
  busy: boolean;
  onRsvp: (register: boolean, party?: Party) => void;
  onWaitlist: (join: boolean, party?: Party) => void;
}

/**
 * RSVP (one adult, one tap), Cancel RSVP, Join waitlist on a full event or Leave waitlist, and "Who's
 * coming?", which opens the party picker for the household's adults, children and note. Once the event
 * has ended, "Ended" stands in their place.
 */
export function RsvpActions({ event, ended, busy, onRsvp, onWaitlist, ...props }: Props) {
  const { t } = useTranslation('events');
  const locked = useContext(RsvpLock) || Boolean(props.locked);
  const [picking, setPicking] = useState(false);
  const waiting = event.waitlist_position != null;
  const registered = event.is_user_registered;
  const word = (idle: string) => (busy ? t('events:updating') : idle);
  const partyText = (p: Party) => `${t('events:adults', { count: p.adults })}, ${t('events:children', { count: p.children })}`;
  const confirmLabel = (p: Party) =>
    partyFits(event, p) ? t(registered ? 'events:saveParty' : 'events:rsvp') : registered ? null : t('events:joinWaitlist');
  const confirm = (p: Party) => {
    setPicking(false);
    if (partyFits(event, p)) onRsvp(true, p);
    else onWaitlist(true, p);
  };

  if (ended) {
    return (
      <p className="mt-3 text-sm font-medium text-slate-500 dark:text-slate-400" data-testid="ended">
        {t('events:ended')}
      </p>
    );
  }

  return (
    <>
      {event.party && (registered || waiting) ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" data-testid="party">
          {t('events:yourParty', { party: partyText(event.party) })}
          {event.party.note ? ` · ${event.party.note}` : ''}
        </p>
      ) : null}
      {waiting ? (
        <p className="mt-1 text-sm font-medium text-amber-700 dark:text-amber-400" data-testid="waitlist-position">
          {t('events:onWaitlist', { position: event.waitlist_position, count: event.waitlist_count })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {registered ? (
          <button type="button" className={ui.buttonSecondary} disabled={locked} onClick={() => onRsvp(false)}>
            {word(t('events:cancelRsvp'))}
          </button>
        ) : waiting ? (
          <button type="button" className={ui.buttonSecondary} disabled={locked} onClick={() => onWaitlist(false)}>
            {word(t('events:leaveWaitlist'))}
          </button>
        ) : isEventFull(event) ? (
          <button type="button" className={ui.button} disabled={locked} onClick={() => onWaitlist(true)}>
            {word(t('events:joinWaitlist'))}
          </button>
        ) : (
          <button type="button" className={ui.button} disabled={locked} onClick={() => onRsvp(true)}>
            {word(t('events:rsvp'))}
          </button>
        )}
        {waiting ? null : (
          <button
            type="button"
            className={ui.buttonSecondary}
            disabled={locked}
            aria-expanded={picking}
            onClick={() => setPicking(!picking)}
          >
            {t(registered ? 'events:changeParty' : 'events:whoIsComing')}
          </button>
        )}
      </div>
      {picking ? (
        <PartyPicker initial={partyFor(event)} confirmLabel={confirmLabel} onConfirm={confirm} onClose={() => setPicking(false)} />
      ) : null}
    </>
  );
}
