import { useRef, useState } from 'react';
import { tap } from '../../../db/taps/tap';
import { outcomeOf } from '../../../db/outcomes-repo';
import { useToast } from '../../../components/toast';
import { i18next } from '../../../i18n';
import { requestDrain } from '../../../replication/triggers';

const RSVP_TOAST_MS = 4000;

/**
 * RSVP and cancel (SPEC §4.2, §8): one action at a time; the change shows in the next frame (tap), then the
 * toast tells what the server said, or that it waits for signal. A change the phone could not keep is
 * undone with the taps' own message.
 */
export function useRsvp() {
  const { toast, show } = useToast(RSVP_TOAST_MS);
  const [busyId, setBusyId] = useState<string | null>(null);
  // The guard is a ref: a second tap before the next render must not start a second action.
  const running = useRef(false);

  async function run(eventId: string, register: boolean): Promise<void> {
    if (running.current) return;
    running.current = true;
    setBusyId(eventId);
    try {
      const row = await tap('events.rsvp', { eventId, register });
      if (!row) return;
      let outcome = await outcomeOf(row.id);
      // A drain already running may leave our row to the one it runs next.
      for (let tries = 0; tries < 2 && outcome.state === 'waiting' && navigator.onLine; tries++) {
        await requestDrain();
        outcome = await outcomeOf(row.id);
      }
      if (outcome.state === 'sent') show(i18next.t(register ? 'events:registeredToast' : 'events:cancelledToast'), 'success');
      else if (outcome.state === 'refused') show(outcome.reason ?? i18next.t('events:rsvpFailed'), 'error');
      else show(i18next.t(register ? 'events:rsvpSaved' : 'events:cancelSaved'), 'info');
    } catch {
      show(i18next.t('events:rsvpFailed'), 'error');
    } finally {
      running.current = false;
      setBusyId(null);
    }
  }

  return { toast, show, busyId, rsvp: (eventId: string, register: boolean) => void run(eventId, register) };
}
