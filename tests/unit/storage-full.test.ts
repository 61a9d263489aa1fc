// @vitest-environment node
import Dexie from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PullResponse } from '../../contracts/replication';
import { getMeta, setMeta } from '../../src/db/meta-repo';
import { mutate } from '../../src/db/mutate';
import { REPLICATION_KEY, replicatedTableNames, type ReplicationState } from '../../src/db/replica-store';
import { db } from '../../src/db/schema';
import { StorageFullError } from '../../src/db/storage-full';
import { setStorageNotice, storageNotice } from '../../src/lib/storage-notice';
import { replicate } from '../../src/replication/replicate';
import { failWrites } from './support/failing-idb';
import { fakeFetch, resetDb } from './support/outbox-fixtures';

/** The browser's own error, and the same as Dexie reports it when the transaction aborts for it. */
const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const abortedForQuota = () => new Dexie.AbortError('Transaction aborted', quota());

let full = false;
let shape: () => Error = quota;
beforeEach(async () => {
  await resetDb();
  setStorageNotice(null);
  full = false;
  shape = quota;
  // The phone's small bookkeeping (meta) still fits; the camp's data and changes do not.
  await failWrites((table) => (full && table !== 'meta' ? shape() : undefined));
});

const packing = async () => (await db.packing.orderBy('id').toArray()).map((i) => [i.id, i.is_checked]);
const outbox = async () => (await db.outbox.orderBy('seq').toArray()).map((r) => r.path);

describe('a phone out of storage space', () => {
  for (const [name, error] of [
    ['QuotaExceededError', quota],
    ['an aborted transaction wrapping QuotaExceededError', abortedForQuota],
  ] as const) {
    it(`a change that fails with ${name} tells the camper and loses nothing already kept`, async () => {
      shape = error;
      await mutate('packing.tick', { id: 1, checked: true });
      full = true;
      await expect(mutate('packing.tick', { id: 2, checked: true })).rejects.toBeInstanceOf(StorageFullError);
      expect(storageNotice()).toBe('full-change');
      // The earlier change is still shown and queued; the refused one left no trace.
      expect(await packing()).toEqual([
        [1, true],
        [2, false],
        [3, false],
        [4, false],
      ]);
      expect(await outbox()).toEqual(['/packing/1']);
      // Space freed: the same change now lands, and the notice goes.
      full = false;
      await mutate('packing.tick', { id: 2, checked: true });
      expect(await outbox()).toEqual(['/packing/1', '/packing/2']);
      expect(storageNotice()).toBeNull();
    });
  }

  it('a pull the phone has no room for keeps nothing of it, leaves the cursor, and says the camp could not be updated', async () => {
    await setMeta(REPLICATION_KEY, { cursor: '100', tables: replicatedTableNames(), at: 1 } satisfies ReplicationState);
    const item = (id: number) => ({ id, item_name: `New ${id}`, category: 'Gear', is_checked: true, is_essential: false });
    const calls = fakeFetch(() => ({
      status: 200,
      body: { cursor: '200', full: false, tables: { packing: { items: [item(1), item(9)], deleted: [] } } } satisfies PullResponse,
    }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    full = true;
    expect(await replicate()).toBe('failed');
    full = false;
    expect(storageNotice()).toBe('full-download');
    expect(await packing()).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
    ]);
    expect((await getMeta<ReplicationState>(REPLICATION_KEY))?.cursor).toBe('100');
    // Room again: the next pull asks from the same cursor and keeps it all.
    expect(await replicate()).toBe('updated');
    expect(calls.map((c) => c.path)).toEqual(['/pull?cursor=100', '/pull?cursor=100']);
    expect(await packing()).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
      [9, true],
    ]);
    expect(storageNotice()).toBeNull();
    vi.restoreAllMocks();
  });
});
