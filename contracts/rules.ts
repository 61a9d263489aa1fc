import { z } from 'zod';

export const ruleCategories = ['General', 'Safety', 'Environment', 'Health'] as const;
export const ruleImportance = ['low', 'medium', 'high', 'critical'] as const;

export const ruleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(ruleCategories),
  importance: z.enum(ruleImportance),
  lastUpdated: z.string(),
  updatedBy: z.string(),
});
export type Rule = z.infer<typeof ruleSchema>;

export const mapIcons = ['Home', 'Mountain', 'Tent', 'Car', 'Navigation', 'MapPin'] as const;
export const mapLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(mapIcons),
});
export type MapLocation = z.infer<typeof mapLocationSchema>;
