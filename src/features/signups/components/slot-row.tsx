import type { SignupSlot } from '../../../../contracts/signups';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { isSlotFull } from '../../../../contracts/signups-rules';

interface Props {
  slot: SignupSlot;
  /** Another claim is running: one at a time. */
  locked: boolean;
  busy: boolean;
  onClaim: (claimed: boolean) => void;
}

/** One slot: its label, how many families it takes and who took it, with Sign up / Release. */
export function SlotRow({ slot, locked, busy, onClaim }: Props) {
  const { t } = useTranslation('signups');
  const full = isSlotFull(slot);
  return (
    <li aria-label={slot.label} data-slot-id={slot.id} className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="font-medium">{slot.label}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <span data-testid="taken">{t('signups:taken', { taken: slot.taken, capacity: slot.capacity })}</span>
          {slot.mine ? <span className="ml-2 font-medium text-emerald-700 dark:text-emerald-400">{t('signups:yours')}</span> : null}
        </p>
        {slot.takers.length > 0 ? (
          <p data-testid="takers" className="text-sm text-slate-500 dark:text-slate-400">
            {slot.takers.join(', ')}
          </p>
        ) : null}
      </div>
      {slot.mine ? (
        <button type="button" className={ui.buttonSecondary} disabled={locked} onClick={() => onClaim(false)}>
          {busy ? t('signups:updating') : t('signups:release')}
        </button>
      ) : (
        <button type="button" className={ui.button} disabled={locked || full} onClick={() => onClaim(true)}>
          {full ? t('signups:full') : busy ? t('signups:updating') : t('signups:claim')}
        </button>
      )}
    </li>
  );
}
