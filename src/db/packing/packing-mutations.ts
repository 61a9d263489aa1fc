/** A tick of the synced packing list: shown at once, sent as PUT /packing/{id} (a set, so a replay is harmless). */
import { outboxRequest } from '../../../contracts/commands';
import { packingItemSchema } from '../../../contracts/packing';
import { myWaitingRows } from '../outbox-owner';
import { db } from '../schema';
import { defineArea } from '../mutations/area-names';
import { changeRow, defineMutation } from '../mutations/define';
import { packingTaps } from './packing-taps';

export const packingMutations = defineArea('packing', {
  tick: defineMutation({
    tap: packingTaps.tick,
    async plan({ id, checked }) {
      const current = await db.packing.get(id);
      if (!current || current.is_checked === checked) return null;
      return {
        entity: `packing:${id}`,
        request: outboxRequest('packing.tick', { id, body: { is_checked: checked } }),
        coalesce: 'set',
        baseline: { is_checked: current.is_checked },
        label: { key: checked ? 'outbox:label.tick' : 'outbox:label.untick', values: { item: current.item_name } },
      };
    },
    apply: (args) => changeRow(db.packing, args.id, (item) => packingTaps.tick.show(item, args)),
    // Unless a newer tick of the item by the same camper still waits to be sent.
    async settle(answer, _args, row) {
      const item = packingItemSchema.parse(answer);
      const newer = (await myWaitingRows(row.owner ?? null, `packing:${item.id}`)).filter((r) => r.id !== row.id);
      if (newer.length === 0) await db.packing.put(item);
    },
    answerIsRow: true,
  }),
});
