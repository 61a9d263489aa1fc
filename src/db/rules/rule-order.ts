import { ruleCategories, ruleImportance, type Rule, type RuleCategory } from '../../../contracts/rules';

const rank = (r: Pick<Rule, 'importance'>) => ruleImportance.indexOf(r.importance);

/** Critical rules first, then high, medium and low; alphabetical within one importance. */
export function byImportance(a: Rule, b: Rule): number {
  return rank(b) - rank(a) || a.title.localeCompare(b.title);
}

export type RuleTab = 'All' | RuleCategory;
export const ruleTabs: readonly RuleTab[] = ['All', ...ruleCategories];

export const rulesInTab = <R extends Rule>(rules: readonly R[], tab: RuleTab): R[] =>
  tab === 'All' ? [...rules] : rules.filter((r) => r.category === tab);

/** The summary under the rules: how many there are, per category and of critical importance. */
export function ruleSummary(rules: readonly Rule[]): { total: number; critical: number; byCategory: Record<RuleCategory, number> } {
  const byCategory = Object.fromEntries(ruleCategories.map((c) => [c, rules.filter((r) => r.category === c).length])) as Record<
    RuleCategory,
    number
  >;
  return { total: rules.length, critical: rules.filter((r) => r.importance === 'critical').length, byCategory };
}
