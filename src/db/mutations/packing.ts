/** A tick of the synced packing list: shown at once, sent as PUT /packing/{id} (a set, so a replay is harmless). */
import { packingItemSchema } from '../../../contracts/packing';
import { myWaitingRows } from '../outbox-owner';
import { db } from '../schema';
import type { MutationDef } from './types';

export interface TickArgs {
  id: number;
  checked: boolean;
}

const tick: MutationDef<TickArgs> = {
  async plan({ id, checked }) {
    const current = await db.packing.get(id);
    if (!current || current.is_checked === checked) return null;
    return {
      entity: `packing:${id}`,
      request: { method: 'PUT', path: `/packing/${id}`, body: { is_checked: checked } },
      coalesce: 'set',
      baseline: { is_checked: current.is_checked },
      label: { key: checked ? 'outbox:label.tick' : 'outbox:label.untick', values: { item: current.item_name } },
    };
  },
  async apply({ id, checked }) {
    const before = await db.packing.get(id);
    if (!before) return [];
    await db.packing.put({ ...before, is_checked: checked, _pending: true });
    return [{ table: 'packing', key: id, value: before }];
  },
  // Unless a newer tick of the item by the same camper still waits to be sent.
  async settle(answer, _args, row) {
    const item = packingItemSchema.parse(answer);
    const newer = (await myWaitingRows(row.owner ?? null, `packing:${item.id}`)).filter((r) => r.id !== row.id);
    if (newer.length === 0) await db.packing.put(item);
  },
};

export const packingMutations = { 'packing.tick': tick };
