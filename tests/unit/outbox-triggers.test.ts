import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contracts/profile';
import { db } from '../../src/db/schema';
import { getSessionToken } from '../../src/db/auth/session-repo';
import { useAuthStore } from '../../src/stores/auth-store';
import { replicate } from '../../src/replication/replicate';
import { startDraining } from '../../src/outbox/drain-triggers';
import { requestDrain } from '../../src/outbox/schedule';
import { startSync } from '../../src/replication/triggers';
import { fakeFetch, jwtFor, resetDb, tick, type FakeAnswer, type FakeRequest } from './support/outbox-fixtures';

vi.mock('../../src/replication/replicate', async (original) => {
  const real = await original<typeof import('../../src/replication/replicate')>();
  return { ...real, replicate: vi.fn(real.replicate) };
});

/** The page's triggers (ARCHITECTURE "How data flows"): the outbox drains by itself, nobody calls it. */
const token = jwtFor('camper-1');
let answer: (req: FakeRequest) => FakeAnswer = () => ({ status: 200, body: {} });
let calls: FakeRequest[] = [];
const writes = () => calls.filter((c) => c.method !== 'GET');

beforeAll(async () => {
  await resetDb(null);
  calls = fakeFetch((req) => answer(req));
  useAuthStore.getState().login({ id: 'camper-1', role: 'camper' } as User, token);
  startSync();
  startDraining();
  await waitFor(async () => expect(await getSessionToken()).toBe(token));
});

const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });

describe('when the outbox drains', () => {
  it('right after an enqueue', async () => {
    calls.length = 0;
    await tick(1, true, false);
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(writes().map((c) => c.path)).toEqual(['/packing/1']);
  });

  it('on a timer while a row waits out its backoff after a network error', async () => {
    calls.length = 0;
    let failures = 1;
    answer = () => (failures-- > 0 ? 'network-error' : { status: 200, body: {} });
    await tick(2, true, false);
    // First attempt fails; the row is retried on its own after about a second.
    await waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 15_000 });
    expect(writes().map((c) => c.path)).toEqual(['/packing/2', '/packing/2']);
  });

  it('when the connection returns, even for a row whose backoff has not ended', async () => {
    online(false);
    calls.length = 0;
    answer = () => ({ status: 200, body: {} });
    await tick(3, true, false);
    const [row] = await db.outbox.toArray();
    await db.outbox.update(row?.id ?? '', { state: 'failed', attempts: 4, nextAttemptAt: Date.now() + 600_000 });
    expect(writes()).toHaveLength(0);
    online(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(writes().map((c) => c.path)).toEqual(['/packing/3']);
  });

  it('when the page becomes visible again', async () => {
    online(false);
    await tick(4, true, false);
    online(true);
    calls.length = 0;
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(writes().map((c) => c.path)).toEqual(['/packing/4']);
  });

  it('after a 401 signs the camper out, keeps the change, and sends it once they sign in again', async () => {
    const renewed = token.replace(/\.s$/, '.s2');
    calls.length = 0;
    answer = (req) =>
      req.headers.authorization === `Bearer ${renewed}`
        ? { status: 200, body: {} }
        : { status: 401, body: { error: 'Please sign in to continue.' } };
    await tick(1, false, true);
    await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
    expect(await db.outbox.count()).toBe(1);
    useAuthStore.getState().login({ id: 'camper-1', role: 'camper' } as User, renewed);
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(writes().map((c) => `${c.path} ${c.headers.authorization === `Bearer ${renewed}` ? 'renewed' : 'refused'}`)).toEqual([
      '/packing/1 refused',
      '/packing/1 renewed',
    ]);
  });
});

describe('when the phone pulls', () => {
  const pullsBy = () => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/pull')).map((c) => c.headers.authorization);
  const pulls = () => pullsBy().length;

  it('not for a renewed token of the same person, but for someone else signing in', async () => {
    answer = () => ({ status: 200, body: { cursor: '1.1', full: false, tables: {} } });
    const renewed = jwtFor('camper-1').replace(/\.s$/, '.renewed');
    // The earlier drains have settled (a drain that sent something asks for a pull when it ends).
    await requestDrain();
    calls.length = 0;
    vi.mocked(replicate).mockClear();
    useAuthStore.getState().login({ id: 'camper-1', role: 'camper' } as User, renewed);
    await waitFor(async () => expect(await getSessionToken()).toBe(renewed));
    const other = jwtFor('camper-2');
    useAuthStore.getState().login({ id: 'camper-2', role: 'camper' } as User, other);
    await waitFor(() => expect(pullsBy()).toContain(`Bearer ${other}`));
    // Only the new person's sign-in asked for a pull.
    expect(vi.mocked(replicate)).toHaveBeenCalledTimes(1);
  });

  it('once when the connection returns (no live socket here: the page pulls itself)', async () => {
    online(true);
    calls.length = 0;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(pulls()).toBe(1));
  });
});
