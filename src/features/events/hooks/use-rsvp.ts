import { useCallback, useRef, useState } from 'react';
import type { Party } from '../../../../contracts/events';
import type { TapArgs } from '../../../db/taps/tap-kinds';
import { useToast } from '../../../components/toast';
import { i18next } from '../../../i18n';
import { mutateAndWait } from '../../../outbox/mutate-and-wait';
import { offerNotifications } from '../../../pwa/notifications-offer';

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
        // A tap: never 'nothing' (a change the phone could not keep is told by the taps' own notice).
        const answer = await mutateAndWait(name, args);
        if (!answer || answer === 'nothing') return;
        if (answer.state === 'sent') show(i18next.t(says.sent), 'success');
        else if (answer.state === 'refused') show(answer.reason ?? i18next.t('events:rsvpFailed'), 'error');
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
  // Saying yes to an event is when being told of its changes makes sense: notifications are offered then.
  const rsvp = useCallback(
    (eventId: string, register: boolean, party?: Party) => {
      if (register) offerNotifications();
      void run('events.rsvp', { eventId, register, party }, register ? toasts.register : toasts.cancel);
    },
    [run],
  );
  const waitlist = useCallback(
    (eventId: string, join: boolean, party?: Party) => {
      if (join) offerNotifications();
      void run('events.waitlist', { eventId, join, party }, join ? toasts.join : toasts.leave);
    },
    [run],
  );
  return { toast, show, busyId, rsvp, waitlist };
}
