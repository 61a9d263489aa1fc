/**
 * Service worker registration and "prompt to update", through workbox-window's `Workbox`: a new
 * build installs in the background and waits; the camper chooses Reload. The page then waits for
 * any outbox drain (the drain's Web Lock, held by a tab or the worker), keeps holding that lock so
 * no new drain starts, tells the waiting worker to take over, and reloads on `controllerchange` only.
 *
 * workbox-window loads once the page has loaded, after the first paint: the first screen's scripts
 * and the worker's precache downloads never compete. A new version is looked for on every start
 * (registering again checks), when the app comes back into view and when the page is shown again
 * from the back/forward cache (an installed iPhone app may otherwise keep serving an old build),
 * but never while a worker is still installing or before the first one controls the page.
 *
 * A waiting worker is a new version only if it is not the one controlling the page: on a first
 * install WebKit may report the new worker as installed and waiting after that very worker has
 * already claimed the page (its messages arrive out of order), so "a worker waits while one controls
 * the page" held for the first worker itself and offered a false update.
 */
import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { withLock } from '../outbox/lock';
import { DRAIN_LOCK } from '../lib/lock-names';
import { reloadPage } from '../lib/page-reload';

const TAKEOVER_TIMEOUT_MS = 10_000;

export type UpdateState = 'none' | 'ready' | 'updating';

let state: UpdateState = 'none';
let workbox: Workbox | undefined;
let registration: ServiceWorkerRegistration | undefined;
const listeners = new Set<() => void>();
const set = (next: UpdateState) => {
  state = next;
  listeners.forEach((l) => l());
};

/** Looks for a new version, unless a worker is still being installed or the first one has not taken the page yet. */
function checkForUpdate(): void {
  if (!registration?.active || registration.installing || !navigator.serviceWorker.controller) return;
  void workbox?.update().catch(() => undefined);
}

function watch(wb: Workbox): void {
  workbox = wb;
  // A worker that waits while an older one controls the page is an update; the worker that controls
  // the page itself never is (on a first install WebKit may still report it as waiting).
  // (isUpdate: a worker controlled the page when it registered; on a first install one may since have claimed it.)
  wb.addEventListener('waiting', (event) => {
    const controller = navigator.serviceWorker.controller;
    const newer = event.isUpdate || event.wasWaitingBeforeRegister || Boolean(controller);
    if (newer && event.sw !== controller && state === 'none') set('ready');
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) checkForUpdate();
  });
  void wb.register().then(
    (reg) => {
      registration = reg;
      checkForUpdate();
    },
    () => undefined,
  );
}

export function registerServiceWorker(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  // A new worker taking over (this tab's Reload or another tab's) reloads the page; the first worker
  // claiming a page that had none changes nothing the page runs, so that one is only noted. The reload
  // waits for the taps still being written (src/lib/page-reload.ts).
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) void reloadPage();
    controlled = true;
  });
  const start = () =>
    void import('workbox-window').then(
      ({ Workbox }) => watch(new Workbox(url)),
      () => undefined,
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Reload into the new version, never while the outbox is being sent. */
export async function applyUpdate(): Promise<void> {
  if (!workbox || state !== 'ready') return;
  const wb = workbox;
  set('updating');
  await withLock(DRAIN_LOCK, () => {
    wb.messageSkipWaiting();
    // Hold the lock until this page reloads on controllerchange (or give up after a while).
    return new Promise<void>((resolve) => setTimeout(resolve, TAKEOVER_TIMEOUT_MS));
  });
  set('ready');
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => state,
    () => 'none',
  );
}
