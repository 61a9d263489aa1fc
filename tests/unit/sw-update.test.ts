import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/db/schema';
import { mutate } from '../../src/db/mutate';
import { drainOutbox } from '../../src/outbox/drain';
import { fakeFetch, resetDb } from './support/outbox-fixtures';

/** The waiting new version as the browser shows it to the page: a registration with a worker waiting. */
const waiting = vi.hoisted(() => ({ postMessage: vi.fn(), scriptURL: `${location.origin}/sw.js` }));
const registration = { waiting, addEventListener: () => undefined, update: async () => undefined };

/** Web Locks with names, as in a browser: tasks under one name run one at a time. */
function installLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, task: () => Promise<unknown>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(task);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: {}, addEventListener: vi.fn(), register: async () => registration },
    configurable: true,
  });
}

beforeAll(installLocks);
afterAll(() => {
  Reflect.deleteProperty(navigator, 'locks');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('prompt to update (never while the outbox is being sent)', () => {
  it('tells the new version to take over only after a running drain has finished', async () => {
    const { applyUpdate, registerServiceWorker, useUpdateState } = await import('../../src/pwa/sw-update');
    registerServiceWorker();
    const { result } = renderHook(() => useUpdateState());
    await vi.waitFor(() => expect(result.current).toBe('ready'));

    await resetDb();
    let release: (() => void) | undefined;
    const item = { id: 1, item_name: 'Item 1', category: 'Gear', is_checked: true, is_essential: false };
    fakeFetch(() => new Promise((resolve) => (release = () => resolve({ status: 200, body: item }))));
    await mutate('packing.tick', { id: 1, checked: true });
    const drain = drainOutbox();
    await vi.waitFor(() => expect(release).toBeDefined());

    void applyUpdate(); // keeps the lock until the page reloads, so it is not awaited
    await new Promise((r) => setTimeout(r, 50));
    expect(waiting.postMessage).not.toHaveBeenCalled();

    release?.();
    await drain;
    await vi.waitFor(() => expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }, expect.anything()));
    expect(await db.outbox.count()).toBe(0);
  });
});
