import { useState, type FormEvent } from 'react';
import type { Party } from '../../../../contracts/events';
import { PARTY_LIMITS } from '../../../../contracts/events-rules';
import { CountField, Field } from '../../../components/form-fields';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';

interface Props {
  initial: Party;
  /** The confirm button's words for a party (RSVP, Save, Join waitlist...), or null when it cannot be sent. */
  confirmLabel: (party: Party) => string | null;
  onConfirm: (party: Party) => void;
  onClose: () => void;
}

const whole = (value: string, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(Number(value) || 0)));

/** Who comes with an RSVP or a place in line: adults (at least one), children, and a note for the organizers. */
export function PartyPicker({ initial, confirmLabel, onConfirm, onClose }: Props) {
  const { t } = useTranslation('events');
  const [adults, setAdults] = useState(String(initial.adults));
  const [children, setChildren] = useState(String(initial.children));
  const [note, setNote] = useState(initial.note);
  const party: Party = {
    adults: whole(adults, 1, PARTY_LIMITS.adults),
    children: whole(children, 0, PARTY_LIMITS.children),
    note: note.trim(),
  };
  const label = confirmLabel(party);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (label) onConfirm(party);
  };
  return (
    <form className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60" aria-label={t('events:whoIsComing')} onSubmit={submit}>
      <div className="grid grid-cols-2 gap-3">
        <CountField label={t('events:partyAdults')} min={1} max={PARTY_LIMITS.adults} value={adults} onChange={setAdults} />
        <CountField label={t('events:partyChildren')} min={0} max={PARTY_LIMITS.children} value={children} onChange={setChildren} />
      </div>
      <Field label={t('events:partyNote')} maxLength={PARTY_LIMITS.note} value={note} onChange={setNote} />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={ui.button} disabled={!label}>
          {label ?? t('events:partyTooBig')}
        </button>
        <button type="button" className={ui.buttonSecondary} onClick={onClose}>
          {t('events:closePicker')}
        </button>
      </div>
    </form>
  );
}
