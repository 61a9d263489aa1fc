/** Outbox response handler and pull of the packing list. */
import { packingItemSchema } from '../../contracts/packing';
import { storePackingItem } from '../db/packing-repo';
import type { OutboxRow } from '../db/schema';
import type { PullSpec } from './pull';

export async function applyPackingItem(body: unknown, row: OutboxRow): Promise<void> {
  await storePackingItem(packingItemSchema.parse(body), row);
}

/** GET /packing with `?since=` deltas into the `packing` table. */
export const packingPull: PullSpec = { path: '/packing', table: 'packing', delta: true };
