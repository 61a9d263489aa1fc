import type { Household, HouseholdInput } from '../../../../../contracts/households';
import { HOUSEHOLD_LIMITS } from '../../../../../contracts/households-rules';
import { i18next } from '../../../../i18n';

/** The household form of User Management: the children as typed, the members as chosen. */
export interface HouseholdForm {
  name: string;
  children: string;
  member_ids: string[];
}

export const householdForm = (household?: Household): HouseholdForm => ({
  name: household?.name ?? '',
  children: String(household?.children ?? 0),
  member_ids: household?.members.map((m) => m.id) ?? [],
});

const childrenOf = (form: HouseholdForm) => (form.children.trim() === '' ? 0 : Number(form.children));

/** The first rule the form breaks, in the chosen language, or null (the server checks the same). */
export function validateHouseholdForm(form: HouseholdForm): string | null {
  if (!form.name.trim()) return i18next.t('households:form.nameRequired');
  const children = childrenOf(form);
  if (!Number.isInteger(children) || children < 0 || children > HOUSEHOLD_LIMITS.children)
    return i18next.t('households:form.childrenRange', { max: HOUSEHOLD_LIMITS.children });
  return null;
}

/** The POST and PUT /admin/households body. */
export const toHouseholdInput = (form: HouseholdForm): HouseholdInput => ({
  name: form.name.trim(),
  children: childrenOf(form),
  member_ids: form.member_ids,
});
