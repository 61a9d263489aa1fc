import { useRef, useState } from 'react';
import { mutateOrNothing } from '../../../db/mutate';
import { outcomeOf } from '../../../db/outcomes-repo';
import { useToast } from '../../../components/toast';
import { i18next } from '../../../i18n';
import { requestDrain } from '../../../outbox/schedule';

const CLAIM_TOAST_MS = 4000;

/**
 * Claim and release a slot for the family: one at a time; the count moves at once, then the toast tells
 * what the server said, or that the change waits for signal. A refusal later (the slot filled meanwhile)
 * rolls it back and is told in the inbox, as for an RSVP.
 */
export function useClaim() {
  const { toast, show } = useToast(CLAIM_TOAST_MS);
  const [busySlot, setBusySlot] = useState<string | null>(null);
  // A ref: a second tap before the next render must not start a second action.
  const running = useRef(false);

  async function run(sheetId: string, slotId: string, claimed: boolean): Promise<void> {
    if (running.current) return;
    running.current = true;
    setBusySlot(slotId);
    try {
      const row = await mutateOrNothing('signups.claim', { sheetId, slotId, claimed });
      if (row === 'nothing') return show(i18next.t('signups:slotFull'), 'error');
      if (!row) return;
      let outcome = await outcomeOf(row.id);
      // A drain already running may leave our row to the one it runs next.
      for (let tries = 0; tries < 2 && outcome.state === 'waiting' && navigator.onLine; tries++) {
        await requestDrain();
        outcome = await outcomeOf(row.id);
      }
      if (outcome.state === 'sent') show(i18next.t(claimed ? 'signups:claimedToast' : 'signups:releasedToast'), 'success');
      else if (outcome.state === 'refused') show(outcome.reason, 'error');
      else show(i18next.t('signups:savedOffline'), 'info');
    } catch {
      show(i18next.t('signups:claimFailed'), 'error');
    } finally {
      running.current = false;
      setBusySlot(null);
    }
  }

  return { toast, busySlot, claim: (sheetId: string, slotId: string, claimed: boolean) => void run(sheetId, slotId, claimed) };
}
