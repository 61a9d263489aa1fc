import { z } from 'zod';

export const packingItemSchema = z.object({
  id: z.number().int(),
  item_name: z.string(),
  category: z.string(),
  is_checked: z.boolean(),
  is_essential: z.boolean(),
});
export type PackingItem = z.infer<typeof packingItemSchema>;

export const packingUpdateSchema = z.object({ is_checked: z.boolean() });
