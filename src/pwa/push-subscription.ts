/** The browser side of Web Push: permission, the PushManager subscription, and telling the server. */
import { deletePushSubscription, pushKey, savePushSubscription } from '../api/notifications';
import { pushSubscriptionSchema } from '../../contracts/notifications';

const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.ready;
  return reg.pushManager.getSubscription();
}

/** Asks permission, subscribes this browser and registers it with the server; false when refused. */
export async function turnPushOn(): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const reg = await navigator.serviceWorker.ready;
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await pushKey()) }));
  await savePushSubscription(pushSubscriptionSchema.parse(sub.toJSON()));
  return true;
}

export async function turnPushOff(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await deletePushSubscription(sub.endpoint);
  await sub.unsubscribe();
}
