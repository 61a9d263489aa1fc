import { useRef, useState } from 'react';
import { useToast } from '../../../components/toast';
import { i18next } from '../../../i18n';
import { mutateAndWait } from '../../../outbox/mutate-and-wait';

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
      const answer = await mutateAndWait('signups.claim', { sheetId, slotId, claimed });
      if (answer === 'nothing') return show(i18next.t('signups:slotFull'), 'error');
      if (!answer) return;
      if (answer.state === 'sent') show(i18next.t(claimed ? 'signups:claimedToast' : 'signups:releasedToast'), 'success');
      else if (answer.state === 'refused') show(answer.reason, 'error');
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
