// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { PackingItem } from '../../contracts/packing';
import { packingCatalog } from '../../contracts/packing-catalog';
import { mutate } from '../../src/db/mutate';
import { settleAnswer } from '../../src/db/mutations';
import { ensureLocalChecklist, resetLocalChecklist, resetPacking, setLocalChecked } from '../../src/db/packing/packing-store';
import { db, type OutboxRow } from '../../src/db/schema';

const item = (id: number, is_checked = false): PackingItem => ({
  id,
  item_name: `Item ${id}`,
  category: 'Clothing',
  is_checked,
  is_essential: false,
});

const setPackingChecked = (id: number, checked: boolean) => mutate('packing.tick', { id, checked });

beforeEach(async () => {
  await Promise.all([db.packing.clear(), db.packingLocal.clear(), db.outbox.clear()]);
  await db.packing.bulkPut([item(1), item(2), item(3, true)]);
});

describe('packing ticks go through the outbox', () => {
  it('shows a tick at once, marked waiting, and queues PUT /packing/{id} with the state to set', async () => {
    await setPackingChecked(1, true);
    expect(await db.packing.get(1)).toMatchObject({ is_checked: true, _pending: true });
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'packing:1',
      method: 'PUT',
      path: '/packing/1',
      body: { is_checked: true },
      coalesce: 'set',
      baseline: { is_checked: false },
    });
  });

  it('a tick then an untick before sending cancel out: nothing is sent, nothing waits', async () => {
    await setPackingChecked(1, true);
    await setPackingChecked(1, false);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.packing.get(1)).toEqual(item(1));
  });

  it('ticking twice keeps one row with the latest state', async () => {
    await setPackingChecked(2, true);
    await setPackingChecked(2, false);
    await setPackingChecked(2, true);
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => r.body)).toEqual([{ is_checked: true }]);
  });

  it('Reset All unticks every ticked item through the outbox', async () => {
    await setPackingChecked(1, true);
    await resetPacking();
    expect((await db.packing.toArray()).some((i) => i.is_checked)).toBe(false);
    expect((await db.outbox.toArray()).map((r) => [r.entity, r.body])).toEqual([['packing:3', { is_checked: false }]]);
  });

  it('stores the server’s answer unless a newer tick of the item by the same camper still waits', async () => {
    const row = (id: string, seq: number, owner: string): OutboxRow => ({
      id,
      owner,
      seq,
      entity: 'packing:2',
      method: 'PUT',
      path: '/packing/2',
      body: { is_checked: seq === 1 },
      kind: 'packing.tick',
      args: { id: 2, checked: seq === 1 },
      coalesce: 'set',
      undo: [],
      label: 'x',
      state: seq === 1 ? 'sending' : 'pending',
      attempts: seq === 1 ? 1 : 0,
      nextAttemptAt: 0,
      createdAt: '',
    });
    const sent = row('sent', 1, 'bob');
    await db.outbox.bulkAdd([sent, row('newer', 2, 'bob'), row('someone-else', 3, 'alice')]);
    await db.packing.put({ ...item(2), _pending: true });
    await settleAnswer(sent, item(2, true));
    expect(await db.packing.get(2)).toMatchObject({ is_checked: false, _pending: true });
    await db.outbox.delete('newer');
    await settleAnswer(sent, item(2, true));
    expect(await db.packing.get(2)).toEqual(item(2, true));
  });
});

describe('the local 43-item checklist', () => {
  it('is seeded once from the catalog and keeps its ticks on the phone only', async () => {
    await ensureLocalChecklist();
    await ensureLocalChecklist();
    expect(await db.packingLocal.count()).toBe(43);
    const first = packingCatalog[0]!;
    await setLocalChecked(first.id, true);
    await ensureLocalChecklist();
    expect((await db.packingLocal.get(first.id))?.checked).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    await resetLocalChecklist();
    expect((await db.packingLocal.toArray()).some((i) => i.checked)).toBe(false);
  });
});
