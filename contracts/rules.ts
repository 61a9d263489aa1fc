import { z } from 'zod';

export const ruleCategories = ['General', 'Safety', 'Environment', 'Health'] as const;
export const ruleImportance = ['low', 'medium', 'high', 'critical'] as const;
export type RuleCategory = (typeof ruleCategories)[number];
export type RuleImportance = (typeof ruleImportance)[number];

/** GET /rules item (SPEC §3 Rule). lastUpdated is an ISO time; updatedBy the writer's name. */
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

/** Who wrote the sample rules, until an organizer edits one. */
export const RULE_SAMPLE_AUTHOR = 'Camp Organizers';

const required = (label: string, max: number) =>
  z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** A client-made id, so a rule or location added offline is created once however often it is sent. */
const clientId = z.uuid('The id must be a UUID.').optional();

/** POST /rules and PUT /rules/{id} (SPEC §5 Rule: title and description required). */
export const ruleInputSchema = z.object({
  id: clientId,
  title: required('Title', 200),
  description: required('Description', 5000),
  category: z.enum(ruleCategories, 'Category must be General, Safety, Environment or Health.').default('General'),
  importance: z.enum(ruleImportance, 'Importance must be low, medium, high or critical.').default('medium'),
});
export type RuleInput = z.input<typeof ruleInputSchema>;

export const mapIcons = ['Home', 'Mountain', 'Tent', 'Car', 'Navigation', 'MapPin'] as const;
export type MapIcon = (typeof mapIcons)[number];

/** GET /map/locations item (SPEC §3 Map location); `position` is its place in the list (new ones go last). */
export const mapLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(mapIcons),
  position: z.number().int(),
});
export type MapLocation = z.infer<typeof mapLocationSchema>;

/** POST /map/locations and PUT /map/locations/{id} (SPEC §5 Map location: name and description required). */
export const mapLocationInputSchema = z.object({
  id: clientId,
  name: required('Name', 120),
  description: required('Description', 2000),
  icon: z.enum(mapIcons, 'Icon must be one of Home, Mountain, Tent, Car, Navigation or MapPin.').default('MapPin'),
});
export type MapLocationInput = z.input<typeof mapLocationInputSchema>;
