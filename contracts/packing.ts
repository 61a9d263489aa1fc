import { z } from 'zod';

/** One row of the camper's synced packing list (SPEC §3, §7: GET /packing). */
export const packingItemSchema = z.object({
  id: z.number().int(),
  item_name: z.string(),
  category: z.string(),
  is_checked: z.boolean(),
  is_essential: z.boolean(),
});
export type PackingItem = z.infer<typeof packingItemSchema>;

/** PUT /packing/{id}: sets the tick (DECISIONS 7), so sending it twice is harmless. */
export const packingUpdateSchema = z.object({ is_checked: z.boolean() });

export const packingListSchema = z.array(packingItemSchema);

/** The path parameter of PUT /packing/{id}. */
export const packingIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
