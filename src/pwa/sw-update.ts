/**
 * Service worker registration and "prompt to update": a new build installs in the background and
 * waits; the camper chooses Reload. The page then waits for any outbox drain (the drain's Web Lock,
 * held by a tab or the worker), keeps holding that lock so no new drain starts, tells the waiting
 * worker to take over, and reloads on `controllerchange` only.
 */
import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { withLock } from '../sync/lock';
import { DRAIN_LOCK } from '../lib/lock-names';

const TAKEOVER_TIMEOUT_MS = 10_000;

export type UpdateState = 'none' | 'ready' | 'updating';

let state: UpdateState = 'none';
let workbox: Workbox | undefined;
const listeners = new Set<() => void>();
const set = (next: UpdateState) => {
  state = next;
  listeners.forEach((l) => l());
};

export function registerServiceWorker(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  workbox = new Workbox(url);
  workbox.addEventListener('waiting', () => set('ready'));
  // A new worker taking over (this tab's Reload or another tab's) reloads the page; the first worker
  // claiming a page that had none changes nothing the page runs, so that one is only noted.
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  void workbox.register();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox?.update().catch(() => undefined);
  });
}

/** Reload into the new version, never while the outbox is being sent. */
export async function applyUpdate(): Promise<void> {
  const wb = workbox;
  if (!wb || state !== 'ready') return;
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
