import type { Rule, RuleCategory, RuleImportance } from '../../../contracts/rules';

/** The add/edit rule form (SPEC §2.3 Camp Rules). */
export interface RuleForm {
  title: string;
  description: string;
  category: RuleCategory;
  importance: RuleImportance;
}

export const emptyRuleForm = (category: RuleCategory = 'General'): RuleForm => ({
  title: '',
  description: '',
  category,
  importance: 'medium',
});

export const formFromRule = (r: Rule): RuleForm => ({
  title: r.title,
  description: r.description,
  category: r.category,
  importance: r.importance,
});

/** SPEC §5 Rule: title and description required; the save button stays disabled until both are filled. */
export const canSaveRule = (form: RuleForm): boolean => form.title.trim().length > 0 && form.description.trim().length > 0;

/** What the form sends: trimmed texts. */
export const toRuleFields = (form: RuleForm): RuleForm => ({ ...form, title: form.title.trim(), description: form.description.trim() });
