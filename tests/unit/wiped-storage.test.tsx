import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PullResponse } from '../../contracts/replication';
import { StorageNotices } from '../../src/components/storage-notices';
import { CLEARED_KEY, type ClearedCopy } from '../../src/db/cleared-copy';
import { getMeta } from '../../src/db/meta-repo';
import { REPLICATION_KEY, type ReplicationState } from '../../src/db/replica-store';
import { db } from '../../src/db/schema';
import { setSessionToken } from '../../src/db/auth/session-repo';
import { replicate } from '../../src/replication/replicate';
import { failWrites } from './support/failing-idb';
import { fakeFetch, jwtFor, resetDb, type FakeRequest } from './support/outbox-fixtures';

const item = (id: number) => ({ id, item_name: `Item ${id}`, category: 'Gear', is_checked: false, is_essential: false });
const rule = { id: 'r1', title: 'Quiet hours', description: 'From 22:00', category: 'general', importance: 'high' };
const wholeCamp: PullResponse = {
  cursor: '100',
  full: true,
  tables: { packing: { items: [item(1), item(2), item(3)], deleted: [] }, rules: { items: [rule], deleted: [] } },
};
const nothingNew: PullResponse = { cursor: '100', full: false, tables: {} };

let pulls: FakeRequest[];
let online = true;
let noticeWhenAsked: (ClearedCopy | undefined)[];
beforeEach(async () => {
  localStorage.clear();
  online = true;
  noticeWhenAsked = [];
  await resetDb(jwtFor('maya'));
  await db.packing.clear();
  pulls = fakeFetch(async (req) => {
    noticeWhenAsked.push(await getMeta<ClearedCopy>(CLEARED_KEY));
    if (!online) return 'network-error';
    return { status: 200, body: req.path === '/pull' ? wholeCamp : nothingNew };
  });
});
afterEach(() => cleanup());

const paths = () => pulls.map((p) => p.path);
const held = async () => ({
  packing: await db.packing.count(),
  rules: await db.rules.count(),
  cursor: (await getMeta<ReplicationState>(REPLICATION_KEY))?.cursor,
});

/** What Safari does to a site not visited for 7 days: its IndexedDB is gone (localStorage may or may not be). */
async function wipeIndexedDb(): Promise<void> {
  await db.delete({ disableAutoOpen: false });
}

describe('a phone whose copy of the camp was cleared gets it all again, and says so', () => {
  it('signed in with an empty database (the token kept in localStorage): the next start pulls the whole camp and tells the camper', async () => {
    await replicate();
    expect(await held()).toEqual({ packing: 3, rules: 1, cursor: '100' });
    await wipeIndexedDb();
    // The app starts: the auth store's surviving token is mirrored into the fresh database.
    await setSessionToken(jwtFor('maya'));
    expect(await replicate()).toBe('updated');
    expect(paths()).toEqual(['/pull', '/pull']);
    // The notice was there while the camp downloaded, and says it is back once the whole camp is kept.
    expect(noticeWhenAsked[1]).toMatchObject({ restored: false });
    expect(await held()).toEqual({ packing: 3, rules: 1, cursor: '100' });
    render(<StorageNotices />);
    await screen.findByText("This phone's copy of the camp was cleared. It has been downloaded again.");
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(/copy of the camp was cleared/)).toBeNull());
    expect(await getMeta(CLEARED_KEY)).toBeUndefined();
  });

  it('signed out and cleared, back without signal: the next sign-in says the camp is being downloaded again, and brings it all once there is signal', async () => {
    await replicate();
    await setSessionToken(null);
    await wipeIndexedDb();
    online = false;
    await setSessionToken(jwtFor('maya'));
    expect(await replicate()).toBe('offline');
    render(<StorageNotices />);
    await screen.findByText("This phone's copy of the camp was cleared, so it is being downloaded again.");
    expect(await held()).toEqual({ packing: 0, rules: 0, cursor: undefined });
    online = true;
    expect(await replicate()).toBe('updated');
    await screen.findByText("This phone's copy of the camp was cleared. It has been downloaded again.");
    expect(paths()).toEqual(['/pull', '/pull', '/pull']);
    expect(await held()).toEqual({ packing: 3, rules: 1, cursor: '100' });
  });

  it('a first sign-in, and another camper on a shared phone, download the camp without that notice', async () => {
    await replicate();
    expect(await getMeta(CLEARED_KEY)).toBeUndefined();
    await wipeIndexedDb();
    await setSessionToken(jwtFor('sam'));
    await replicate();
    expect(paths()).toEqual(['/pull', '/pull']);
    expect(await getMeta(CLEARED_KEY)).toBeUndefined();
  });

  it('the reverse, localStorage cleared and IndexedDB kept: the same camper signing in again asks only for what changed', async () => {
    await replicate();
    localStorage.clear();
    await setSessionToken(null);
    await setSessionToken(jwtFor('maya'));
    expect(await replicate()).toBe('unchanged');
    expect(paths()).toEqual(['/pull', '/pull?cursor=100']);
    expect(await getMeta(CLEARED_KEY)).toBeUndefined();
    expect(await held()).toEqual({ packing: 3, rules: 1, cursor: '100' });
  });

  it('nothing is left half-filled: a download cut off midway keeps no rows and no cursor, so the next one brings the whole camp again', async () => {
    await replicate();
    await wipeIndexedDb();
    await setSessionToken(jwtFor('maya'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The packing list is written, then the rules fail: the one transaction keeps neither.
    const restore = await failWrites((table) =>
      table === 'rules' ? new DOMException('The operation failed for reasons unrelated to the database itself.', 'DataError') : undefined,
    );
    try {
      expect(await replicate()).toBe('failed');
      expect(await held()).toEqual({ packing: 0, rules: 0, cursor: undefined });
    } finally {
      await restore();
      vi.restoreAllMocks();
    }
    expect(await replicate()).toBe('updated');
    expect(paths()).toEqual(['/pull', '/pull', '/pull']);
    expect(await held()).toEqual({ packing: 3, rules: 1, cursor: '100' });
  });
});
