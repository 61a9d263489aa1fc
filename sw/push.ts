/// <reference lib="webworker" />
/** Web Push: shows each pushed notice (title and a short line) and opens its action path on a tap. */
import type { PushPayload } from '../contracts/notifications';

function payloadOf(event: PushEvent): PushPayload {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    return { title: data?.title ?? 'Camp Weekend', body: data?.body ?? '', path: data?.path?.startsWith('/') ? data.path : '/notifications' };
  } catch {
    return { title: 'Camp Weekend', body: event.data?.text() ?? '', path: '/notifications' };
  }
}

async function openPath(self: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    await open.focus().catch(() => undefined);
    await open.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}

export function registerPush(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    const { title, body, path } = payloadOf(event);
    event.waitUntil(self.registration.showNotification(title, { body, data: { path }, icon: '/icons/icon-192.png', tag: path }));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = (event.notification.data as { path?: string } | null)?.path ?? '/notifications';
    event.waitUntil(openPath(self, path));
  });
}
