import { z } from 'zod';
import { editedListRowSchema } from './common.js';
import { clientIdField, requiredText } from './fields.js';
import { RULE_LIMITS } from './rules-rules.js';

export const ruleCategories = ['General', 'Safety', 'Environment', 'Health'] as const;
export const ruleImportance = ['low', 'medium', 'high', 'critical'] as const;
export type RuleCategory = (typeof ruleCategories)[number];
export type RuleImportance = (typeof ruleImportance)[number];

/** GET /rules item (SPEC §3 Rule). lastUpdated is an ISO time; updatedBy the writer's name. */
export const ruleSchema = editedListRowSchema.extend({
  title: z.string(),
  category: z.enum(ruleCategories),
  importance: z.enum(ruleImportance),
  lastUpdated: z.string(),
  updatedBy: z.string(),
});
export type Rule = z.infer<typeof ruleSchema>;

/** Who wrote the sample rules, until an organizer edits one. */
export const RULE_SAMPLE_AUTHOR = 'Camp Organizers';

/** POST /rules and PUT /rules/{id} (SPEC §5 Rule: title and description required). */
export const ruleInputSchema = z.object({
  id: clientIdField,
  title: requiredText('Title', RULE_LIMITS.title),
  description: requiredText('Description', RULE_LIMITS.description),
  category: z.enum(ruleCategories, 'Category must be General, Safety, Environment or Health.').default('General'),
  importance: z.enum(ruleImportance, 'Importance must be low, medium, high or critical.').default('medium'),
});
