/**
 * Service worker registration and "prompt to update": a new build installs in the background and
 * waits; the camper chooses Reload. The page then waits for any outbox drain (the drain's Web Lock,
 * held by a tab or the worker), keeps holding that lock so no new drain starts, tells the waiting
 * worker to take over, and reloads on `controllerchange` only.
 *
 * Registered once the page has loaded, with the browser's own API: the first screen's scripts and
 * the worker's precache downloads never compete.
 */
import { useSyncExternalStore } from 'react';
import { withLock } from '../sync/lock';
import { DRAIN_LOCK } from '../lib/lock-names';

const TAKEOVER_TIMEOUT_MS = 10_000;

export type UpdateState = 'none' | 'ready' | 'updating';

let state: UpdateState = 'none';
let registration: ServiceWorkerRegistration | undefined;
const listeners = new Set<() => void>();
const set = (next: UpdateState) => {
  state = next;
  listeners.forEach((l) => l());
};

/** A new version is ready when a worker waits while an older one controls this page (a first install never waits). */
function watch(reg: ServiceWorkerRegistration): void {
  registration = reg;
  const noticeWaiting = () => {
    if (reg.waiting && navigator.serviceWorker.controller && state === 'none') set('ready');
  };
  noticeWaiting();
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') noticeWaiting();
    });
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void reg.update().catch(() => undefined);
  });
}

export function registerServiceWorker(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  // A new worker taking over (this tab's Reload or another tab's) reloads the page; the first worker
  // claiming a page that had none changes nothing the page runs, so that one is only noted.
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  const register = () => void navigator.serviceWorker.register(url).then(watch, () => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Reload into the new version, never while the outbox is being sent. */
export async function applyUpdate(): Promise<void> {
  const waiting = registration?.waiting;
  if (!waiting || state !== 'ready') return;
  set('updating');
  await withLock(DRAIN_LOCK, () => {
    waiting.postMessage({ type: 'SKIP_WAITING' });
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
