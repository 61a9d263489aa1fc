/// <reference lib="webworker" />
/** Web Push: shows each pushed notice (title and a short line) and opens its action path on a tap. */
import type { PushPayload } from '../contracts/notifications';

function payloadOf(event: PushEvent): PushPayload {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    return {
      title: data?.title ?? 'Camp Weekend',
      body: data?.body ?? '',
      path: data?.path?.startsWith('/') ? data.path : '/notifications',
    };
  } catch {
    return { title: 'Camp Weekend', body: event.data?.text() ?? '', path: '/notifications' };
  }
}

/** Brings the camper's open window (the focused one first) to the path, or opens a new one there. */
async function openPath(self: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  // Only a window this worker controls can be navigated by it.
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((w) => w.focused) ?? windows[0];
  if (open) {
    const shown = await open.focus().catch(() => open);
    if (await shown.navigate(url).catch(() => null)) return;
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
