import { useCallback, useRef, useState } from 'react';
import type { Party } from '../../../../contracts/events';
import { tap } from '../../../db/taps/tap';
import type { TapArgs } from '../../../db/taps/tap-kinds';
import { outcomeOf } from '../../../db/outcomes-repo';
import { useToast } from '../../../components/toast';
import { i18next } from '../../../i18n';
import { requestDrain } from '../../../outbox/schedule';

const RSVP_TOAST_MS = 4000;

type StandingTap = 'events.rsvp' | 'events.waitlist';

/** What each change's toasts say: sent, or kept on the phone until there is signal. */
const toasts = {
  register: { sent: 'events:registeredToast', saved: 'events:rsvpSaved' },
  cancel: { sent: 'events:cancelledToast', saved: 'events:cancelSaved' },
  join: { sent: 'events:joinedToast', saved: 'events:waitlistSaved' },
  leave: { sent: 'events:leftToast', saved: 'events:waitlistSaved' },
} as const;

/**
 * RSVP, cancel, join and leave a waitlist (SPEC §4.2, §8): one action at a time; the change shows in the
 * next frame (tap), then the toast tells what the server said, or that it waits for signal. A change the
 * phone could not keep is undone with the taps' own message.
 */
export function useRsvp() {
  const { toast, show } = useToast(RSVP_TOAST_MS);
  const [busyId, setBusyId] = useState<string | null>(null);
  // The guard is a ref: a second tap before the next render must not start a second action.
  const running = useRef(false);

  const run = useCallback(
    async function run<K extends StandingTap>(
      name: K,
      args: TapArgs<K> & { eventId: string },
      says: (typeof toasts)[keyof typeof toasts],
    ): Promise<void> {
      if (running.current) return;
      running.current = true;
      setBusyId(args.eventId);
      try {
        const row = await tap(name, args);
        if (!row) return;
        let outcome = await outcomeOf(row.id);
        // A drain already running may leave our row to the one it runs next.
        for (let tries = 0; tries < 2 && outcome.state === 'waiting' && navigator.onLine; tries++) {
          await requestDrain();
          outcome = await outcomeOf(row.id);
        }
        if (outcome.state === 'sent') show(i18next.t(says.sent), 'success');
        else if (outcome.state === 'refused') show(outcome.reason ?? i18next.t('events:rsvpFailed'), 'error');
        else show(i18next.t(says.saved), 'info');
      } catch {
        show(i18next.t('events:rsvpFailed'), 'error');
      } finally {
        running.current = false;
        setBusyId(null);
      }
    },
    [show],
  );

  // The same functions on every draw, so a tap redraws only its own card (src/features/events/components/event-list.tsx).
  const rsvp = useCallback(
    (eventId: string, register: boolean, party?: Party) =>
      void run('events.rsvp', { eventId, register, party }, register ? toasts.register : toasts.cancel),
    [run],
  );
  const waitlist = useCallback(
    (eventId: string, join: boolean, party?: Party) =>
      void run('events.waitlist', { eventId, join, party }, join ? toasts.join : toasts.leave),
    [run],
  );
  return { toast, show, busyId, rsvp, waitlist };
}
