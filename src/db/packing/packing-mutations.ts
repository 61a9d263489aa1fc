/** A tick of the synced packing list: shown at once, sent as PUT /packing/{id} (a set, so a replay is harmless). */
import { outboxRequest } from '../../../contracts/commands';
import { packingItemSchema } from '../../../contracts/packing';
import { myWaitingRows } from '../outbox-owner';
import { db } from '../schema';
import { defineArea } from '../mutations/area-names';
import { setTap } from '../mutations/set-tap';
import { packingTaps } from './packing-taps';

export const packingMutations = defineArea('packing', {
  tick: setTap(packingTaps.tick, db.packing, {
    sent: ({ id, checked }, item) => ({
      entity: `packing:${id}`,
      request: outboxRequest('packing.tick', { id, body: { is_checked: checked } }),
      baseline: { is_checked: item.is_checked },
      label: { key: checked ? 'outbox:label.tick' : 'outbox:label.untick', values: { item: item.item_name } },
    }),
    // Unless a newer tick of the item by the same camper still waits to be sent.
    async settle(answer, _args, row) {
      const item = packingItemSchema.parse(answer);
      const newer = (await myWaitingRows(row.owner ?? null, `packing:${item.id}`)).filter((r) => r.id !== row.id);
      if (newer.length === 0) await db.packing.put(item);
    },
  }),
});
