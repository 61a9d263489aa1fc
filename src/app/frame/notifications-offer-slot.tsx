import { lazy, Suspense } from 'react';
import { useNotificationsOffered } from '../../pwa/notifications-offer';

/** The offer's code (with the push subscription and the server's client) loads only once it is offered. */
const NotificationsOffer = lazy(() =>
  import('../../features/notifications/online/notifications-offer').then((m) => ({ default: m.NotificationsOffer })),
);

/** Notifications offered after an RSVP or a message, on every screen of the frame. */
export function NotificationsOfferSlot() {
  return useNotificationsOffered() ? (
    <Suspense fallback={null}>
      <NotificationsOffer />
    </Suspense>
  ) : null;
}
