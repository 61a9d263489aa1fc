import { waitFor } from '@testing-library/react';
import { beforeAll, expect, it, vi } from 'vitest';
import type { User } from '../../contracts/profile';
import { mutate } from '../../src/db/mutate';
import { db } from '../../src/db/schema';
import { getSessionToken } from '../../src/db/auth/session-repo';
import { useAuthStore } from '../../src/stores/auth-store';
import { startSocket } from '../../src/replication/socket';
import { startDraining } from '../../src/outbox/drain-triggers';
import { requestDrain } from '../../src/outbox/schedule';
import { replicate } from '../../src/replication/replicate';
import { startSync } from '../../src/replication/triggers';
import { fakeFetch, jwtFor, resetDb, tick, type FakeRequest } from './support/outbox-fixtures';

vi.mock('../../src/replication/replicate', async (original) => {
  const real = await original<typeof import('../../src/replication/replicate')>();
  return { ...real, replicate: vi.fn(real.replicate) };
});

/** A live socket the test opens and drops by hand. */
class FakeSocket {
  static last: FakeSocket | undefined;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  send() {}
}

let calls: FakeRequest[] = [];
let failNext = false;
const writes = () => calls.filter((c) => c.method !== 'GET');

beforeAll(async () => {
  vi.stubGlobal('WebSocket', FakeSocket);
  await resetDb(null);
  calls = fakeFetch((req) => {
    if (failNext && req.method !== 'GET') {
      failNext = false;
      return 'network-error';
    }
    // A tick's answer is the item as it now stands; a pull brings nothing new.
    const id = /^\/packing\/(\d+)$/.exec(req.path)?.[1];
    if (req.method === 'PUT' && id) {
      const { is_checked } = req.body as { is_checked: boolean };
      return { status: 200, body: { id: Number(id), item_name: `Item ${id}`, category: 'Gear', is_checked, is_essential: false } };
    }
    return { status: 200, body: { cursor: '1.1', full: false, tables: {} } };
  });
  const token = jwtFor('camper-1');
  useAuthStore.getState().login({ id: 'camper-1', role: 'camper' } as User, token);
  startSync();
  startDraining();
  startSocket();
  await waitFor(async () => expect(await getSessionToken()).toBe(token));
});

it('sends a change waiting out its backoff as soon as the live socket opens again, without an online event', async () => {
  FakeSocket.last?.close();
  await tick(3, true, false);
  await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  // The link drops the change's request; the phone never sees itself go offline.
  failNext = true;
  await tick(4, true, false);
  await waitFor(async () => expect((await db.outbox.toArray())[0]?.state).toBe('failed'));
  // After many such failures the next try is minutes away.
  const [row] = await db.outbox.toArray();
  await db.outbox.update(row?.id ?? '', { attempts: 9, nextAttemptAt: Date.now() + 600_000 });
  calls.length = 0;
  await waitFor(() => expect(FakeSocket.last?.readyState).toBe(0), { timeout: 15_000 });
  FakeSocket.last?.open();
  await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  expect(writes().map((c) => c.path)).toEqual(['/packing/4']);
});

it("pulls after a drain only when an answer is not its row's whole new state, or no live socket would bring the rest", async () => {
  expect(FakeSocket.last?.readyState).toBe(1);
  await requestDrain();
  vi.mocked(replicate).mockClear();
  // A tick's answer is the item as it now stands, and the open socket's pokes bring what else changed.
  await mutate('packing.tick', { id: 1, checked: true });
  await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  await requestDrain();
  expect(vi.mocked(replicate)).not.toHaveBeenCalled();
  // A change of no kind the registry knows: its answer was not stored, so the phone pulls.
  await tick(2, true, false);
  await waitFor(() => expect(vi.mocked(replicate)).toHaveBeenCalledTimes(1));
  // With the socket closed, even a tick's stored answer is followed by a pull.
  FakeSocket.last?.close();
  vi.mocked(replicate).mockClear();
  await mutate('packing.tick', { id: 1, checked: false });
  await waitFor(() => expect(vi.mocked(replicate)).toHaveBeenCalledTimes(1));
});
