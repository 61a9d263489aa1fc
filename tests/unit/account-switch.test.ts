// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listConversations, listMessages } from '../../src/db/chat/chat-store';
import { db } from '../../src/db/schema';
import { getSessionToken } from '../../src/db/auth/session-repo';
import { mirrorSession } from '../../src/replication/session-mirror';
import { useAuthStore } from '../../src/stores/auth-store';
import { cabin, seedCamp } from './support/camp-seed';
import { dropBackendConnection, failWrites, lostConnection } from './support/failing-idb';
import { jwtFor } from './support/outbox-fixtures';

/**
 * One phone, two campers: Alice used it, then Bob signs in on it, just after WebKit dropped the
 * phone's IndexedDB connection (as Safari does to an app left in the background).
 */
const alice = jwtFor('alice');
const bob = jwtFor('bob');
const signIn = (token: string) => useAuthStore.setState({ token, isAuthenticated: true });

let stopMirror: (() => void) | undefined;
let mirrored: (string | null)[] = [];

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  if (!db.isOpen()) await db.open();
  await seedCamp(alice);
  signIn(alice);
  mirrored = [];
  stopMirror = mirrorSession((token) => mirrored.push(token));
  await vi.waitFor(() => expect(mirrored).toEqual([alice]), { timeout: 10_000 });
  expect((await listConversations()).map((c) => c.id)).toEqual([cabin.id]);
});
afterEach(async () => {
  stopMirror?.();
  useAuthStore.setState({ token: null, user: null, isAuthenticated: false });
  vi.restoreAllMocks();
});

describe('the account switch on a shared phone, when the connection was lost just before sign-in', () => {
  it("reopens the connection and clears Alice's conversations before Bob's session is stored", async () => {
    let lost = 0;
    await failWrites((table) => {
      if (table !== 'meta' || lost > 0) return undefined;
      lost++;
      dropBackendConnection(true);
      return lostConnection();
    });
    signIn(bob);
    await vi.waitFor(() => expect(mirrored).toEqual([alice, bob]), { timeout: 10_000 });
    expect(await listConversations()).toEqual([]);
    expect(await listMessages(cabin.id)).toEqual([]);
    expect(await getSessionToken()).toBe(bob);
    expect(useAuthStore.getState().token).toBe(bob);
    expect(lost).toBe(1);
  });

  it('signs Bob out and wipes the phone, and says so, when the switch cannot be stored even on a fresh connection', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let tries = 0;
    await failWrites((table) => {
      if (table !== 'session') return undefined;
      tries++;
      dropBackendConnection(false);
      return lostConnection();
    });
    signIn(bob);
    await vi.waitFor(() => expect(useAuthStore.getState().token).toBeNull(), { timeout: 10_000 });
    expect(tries).toBeGreaterThan(1);
    expect(await listConversations()).toEqual([]);
    expect(await listMessages(cabin.id)).toEqual([]);
    expect(await db.packing.count()).toBe(0);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/could not be stored/), expect.anything());
  });
});
