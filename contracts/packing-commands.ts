import { areaCommands } from './command.js';
import { packingIdParamsSchema, packingItemSchema, packingUpdateSchema } from './packing.js';

/** A packing tick (contracts/command.ts). */
export const packingCommands = areaCommands('packing', {
  tick: { method: 'PUT', path: '/packing/{id}', params: packingIdParamsSchema, body: packingUpdateSchema, answer: packingItemSchema },
});
