import type { PushSubscriptionInput } from '../../contracts/notifications';
import { api } from './client';

/** The server's VAPID public key (base64url). */
export async function pushKey(): Promise<string> {
  return (await api.get('push/key').json<{ publicKey: string }>()).publicKey;
}

export async function savePushSubscription(sub: PushSubscriptionInput): Promise<void> {
  await api.post('push/subscriptions', { json: sub });
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await api.post('push/unsubscribe', { json: { endpoint } });
}
