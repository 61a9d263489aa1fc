import type { SignupSheet, SignupSheetInput } from '../../../../contracts/signups';
import { SIGNUP_LIMITS } from '../../../../contracts/signups-rules';
import type { ItemDialog } from '../../../components/item-form-dialog';
import { i18next } from '../../../i18n';

/** The sheet editor's form: a kept slot carries its id, so its claims stay; capacity is the field's text. */
export interface SignupForm {
  title: string;
  description: string;
  eventId: string;
  slots: { id?: string; label: string; capacity: string }[];
}

const blankSlot = () => ({ label: '', capacity: '1' });

const emptySignupForm = (): SignupForm => ({ title: '', description: '', eventId: '', slots: [blankSlot()] });

const formFromSheet = (sheet: SignupSheet): SignupForm => ({
  title: sheet.title,
  description: sheet.description,
  eventId: sheet.event_id ?? '',
  slots: sheet.slots.map((s) => ({ id: s.id, label: s.label, capacity: String(s.capacity) })),
});

export const addSlot = (form: SignupForm): SignupForm => ({ ...form, slots: [...form.slots, blankSlot()] });

export const removeSlot = (form: SignupForm, index: number): SignupForm => ({ ...form, slots: form.slots.filter((_, i) => i !== index) });

export const setSlot = (form: SignupForm, index: number, fields: Partial<SignupForm['slots'][number]>): SignupForm => ({
  ...form,
  slots: form.slots.map((s, i) => (i === index ? { ...s, ...fields } : s)),
});

const capacityOf = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The first broken rule, in the camper's language, or null: a title, at least one slot, each with a label and 1 to 100 families. */
function validateSignupForm(form: SignupForm): string | null {
  if (!form.title.trim()) return i18next.t('signups:form.titleRequired');
  if (form.slots.length === 0) return i18next.t('signups:form.oneSlot');
  if (form.slots.some((s) => !s.label.trim())) return i18next.t('signups:form.labelRequired');
  const bad = form.slots.some((s) => {
    const n = capacityOf(s.capacity);
    return !(n >= 1 && n <= SIGNUP_LIMITS.capacity);
  });
  return bad ? i18next.t('signups:form.capacity', { max: SIGNUP_LIMITS.capacity }) : null;
}

/** What the editor sends: trimmed texts, no event when none is chosen. */
export function toSignupInput(form: SignupForm): SignupSheetInput {
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    event_id: form.eventId || null,
    slots: form.slots.map((s) => ({ ...(s.id ? { id: s.id } : {}), label: s.label.trim(), capacity: capacityOf(s.capacity) })),
  };
}

/** The Create and Edit dialog of a sign-up sheet. */
export const sheetDialog: ItemDialog<SignupSheet, SignupForm> = {
  edit: { title: 'signups:editSheet', submit: 'signups:saveSheet', form: formFromSheet },
  create: { title: 'signups:createSheet', submit: 'signups:createSheet', form: emptySignupForm },
  problem: validateSignupForm,
  failed: 'signups:saveFailed',
};
