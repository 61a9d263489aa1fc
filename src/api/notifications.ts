import type { PushSubscriptionInput } from '../../contracts/notifications';
import { currentLanguage } from '../i18n';
import { api } from './client';

/** The server's VAPID public key (base64url). */
export async function pushKey(): Promise<string> {
  return (await api.get('push/key').json<{ publicKey: string }>()).publicKey;
}

/** Registers this phone's subscription, with its language: the server writes its pushes in it. */
export async function savePushSubscription(sub: PushSubscriptionInput): Promise<void> {
  await api.post('push/subscriptions', { json: { ...sub, language: currentLanguage() } });
}

/** After the camper changes language: a phone that receives pushes gets them in the new one. */
export async function savePushLanguage(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return;
  const sub = await (await navigator.serviceWorker.getRegistration())?.pushManager?.getSubscription();
  if (sub) await api.post('push/subscriptions', { json: { ...sub.toJSON(), language: currentLanguage() } });
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await api.post('push/unsubscribe', { json: { endpoint } });
}
