/**
 * Notifications are asked for at a moment that explains why, never on load: after the person's RSVP or chat
 * message on this device (`offerNotifications`), when the browser has not been asked yet and can receive pushes,
 * the frame offers them with the reason (features/notifications/online/notifications-offer.tsx). "Not now" is
 * remembered on this device for two weeks; a "Turn on" the browser answers ends the question for good.
 */
import { useSyncExternalStore } from 'react';
import { pushSupport } from './push-support';

const NOT_NOW_KEY = 'camp-weekend:notifications-not-now';
const NOT_NOW_MS = 14 * 24 * 60 * 60 * 1000;

let offered = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function saidNotNowLately(): boolean {
  try {
    return Date.now() - Number(localStorage.getItem(NOT_NOW_KEY) ?? 0) < NOT_NOW_MS;
  } catch {
    return false;
  }
}

/** Whether the browser would still ask (permission not given nor refused) and the person has not said "Not now" lately. */
const mayOfferNotifications = (): boolean => pushSupport() === 'supported' && Notification.permission === 'default' && !saidNotNowLately();

/** After an RSVP or a message: offers notifications when that is still a question on this device. */
export function offerNotifications(): void {
  if (offered || !mayOfferNotifications()) return;
  offered = true;
  notify();
}

/** The offer is answered: "Not now" (`later`) keeps it away for two weeks. */
export function closeNotificationsOffer(later: boolean): void {
  if (later) {
    try {
      localStorage.setItem(NOT_NOW_KEY, String(Date.now()));
    } catch {
      // A full or blocked localStorage: the offer still closes for this visit.
    }
  }
  offered = false;
  notify();
}

export function useNotificationsOffered(): boolean {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => offered,
    () => false,
  );
}
