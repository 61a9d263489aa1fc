/// <reference lib="webworker" />
/**
 * The Camp Weekend service worker (injectManifest): precaches the shell and every route's code and
 * images so any screen opens offline, falls back to index.html for navigations (never for /api,
 * /ws, /uploads), keeps uploaded photos in a runtime cache, drains the outbox on Background Sync,
 * shows Web Push notices,
 * and activates a new version only when the page asks (the page first waits for any outbox drain).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerBackgroundSync } from './background-sync';
import { registerPush } from './push';
import { registerUploadsCache } from './uploads-cache';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
// The first install takes the open page at once, so it works offline without a reload; later versions wait for the camper's Reload.
clientsClaim();
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/, /^\/ws(\/|$|\?)/, /^\/uploads\//] }),
);
registerUploadsCache();
registerBackgroundSync(self);
registerPush(self);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
