import type { Poll, PollInput } from '../../../contracts/polls';
import { POLL_MIN_OPTIONS } from '../../../contracts/polls-rules';
import type { ItemDialog } from '../../components/item-form-dialog';
import { i18next } from '../../i18n';
import { isoToLocalInput, localInputToIso } from './local-time';

/** The Create/Edit poll dialog (SPEC §3 Poll form): options start as 2 blanks; expiry is local date-time text. */
export interface PollForm {
  question: string;
  options: string[];
  expiresAt: string;
}

export const emptyPollForm = (): PollForm => ({ question: '', options: ['', ''], expiresAt: '' });

const formFromPoll = (poll: Poll): PollForm => ({
  question: poll.question,
  options: poll.options.map((o) => o.text),
  expiresAt: isoToLocalInput(poll.expiresAt),
});

export const addOption = (form: PollForm): PollForm => ({ ...form, options: [...form.options, ''] });

/** A remove button shows only when more than 2 options exist (SPEC §2.3). */
export const canRemoveOption = (form: PollForm): boolean => form.options.length > POLL_MIN_OPTIONS;

export function removeOption(form: PollForm, index: number): PollForm {
  return canRemoveOption(form) ? { ...form, options: form.options.filter((_, i) => i !== index) } : form;
}

export function setOption(form: PollForm, index: number, text: string): PollForm {
  return { ...form, options: form.options.map((o, i) => (i === index ? text : o)) };
}

/** SPEC §5: question and every option non-empty, at least 2 options, expiry not earlier than now. null when valid. */
export function validatePollForm(form: PollForm, now: number = Date.now()): string | null {
  if (!form.question.trim() || form.options.some((o) => !o.trim())) return i18next.t('polls:fillAllFields');
  if (form.options.length < POLL_MIN_OPTIONS) return i18next.t('polls:twoOptions');
  if (form.expiresAt.trim()) {
    const iso = localInputToIso(form.expiresAt);
    if (!iso) return i18next.t('polls:invalidExpiry');
    if (Date.parse(iso) < now) return i18next.t('polls:expiryPast');
  }
  return null;
}

/** What the dialog sends: trimmed texts; no expiry means the server's 24-hour default. */
export function toPollInput(form: PollForm): PollInput {
  const expiresAt = localInputToIso(form.expiresAt);
  return { question: form.question.trim(), options: form.options.map((o) => o.trim()), ...(expiresAt ? { expiresAt } : {}) };
}

/** The Create and Edit dialog of a poll. */
export const pollDialog: ItemDialog<Poll, PollForm> = {
  edit: { title: 'polls:editPoll', submit: 'polls:updatePoll', form: formFromPoll },
  create: { title: 'polls:createPoll', submit: 'polls:createPoll', form: emptyPollForm },
  problem: validatePollForm,
  failed: 'polls:saveFailed',
};
