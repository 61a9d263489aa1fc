/** The browser side of Web Push: permission, the PushManager subscription, and telling the server. */
import { deletePushSubscription, pushKey, savePushSubscription } from '../../../api/notifications';
import { pushSubscriptionSchema } from '../../../../contracts/notifications';

export type PushSupport = 'supported' | 'ios-home-screen' | 'unsupported';

/** iOS offers push only to an app added to the Home Screen. */
export function pushSupport(): PushSupport {
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent);
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  if (ios && !standalone) return 'ios-home-screen';
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'supported' : 'unsupported';
}

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
