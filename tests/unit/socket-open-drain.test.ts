import { waitFor } from '@testing-library/react';
import { beforeAll, expect, it, vi } from 'vitest';
import type { User } from '../../contracts/profile';
import { db } from '../../src/db/schema';
import { getSessionToken } from '../../src/db/session-repo';
import { useAuthStore } from '../../src/stores/auth-store';
import { startSocket } from '../../src/replication/socket';
import { startDraining } from '../../src/outbox/drain-triggers';
import { startSync } from '../../src/replication/triggers';
import { fakeFetch, jwtFor, resetDb, tick, type FakeRequest } from './support/outbox-fixtures';

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
