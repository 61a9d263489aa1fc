import { useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import type { Poll } from '../../../../contracts/polls';
import { Modal } from '../../../components/modal';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import {
  addOption,
  canRemoveOption,
  emptyPollForm,
  formFromPoll,
  removeOption,
  setOption,
  validatePollForm,
  type PollForm,
} from '../../../lib/poll-form';

interface Props {
  poll?: Poll;
  onClose: () => void;
  /** Sends the form; resolves to an error sentence, or null when saved. */
  onSubmit: (form: PollForm) => Promise<string | null>;
}

/** Create and Edit dialogs of Snap Polls (SPEC §2.3, §5). */
export function PollFormDialog({ poll, onClose, onSubmit }: Props) {
  const { t } = useTranslation('polls');
  const [form, setForm] = useState<PollForm>(() => (poll ? formFromPoll(poll) : emptyPollForm()));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent): Promise<void> {
    e.preventDefault();
    const problem = validatePollForm(form);
    if (problem) return setError(problem);
    setSaving(true);
    const failure = await onSubmit(form);
    setSaving(false);
    if (failure) setError(failure);
    else onClose();
  }

  return (
    <Modal title={poll ? t('polls:editPoll') : t('polls:createPoll')} onClose={onClose}>
      <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        {error ? (
          <p className={ui.error} role="alert">
            {error}
          </p>
        ) : null}
        <label className="block">
          <span className={ui.label}>{t('polls:question')}</span>
          <input
            className={ui.input}
            value={form.question}
            onChange={(e) => setForm({ ...form, question: e.target.value })}
            placeholder={t('polls:questionPlaceholder')}
          />
        </label>
        <fieldset className="space-y-2">
          <legend className={ui.label}>{t('polls:options')}</legend>
          {form.options.map((text, i) => (
            <div key={i} className="flex gap-2">
              <input
                className={ui.input}
                value={text}
                placeholder={t('polls:option', { number: i + 1 })}
                aria-label={t('polls:option', { number: i + 1 })}
                onChange={(e) => setForm(setOption(form, i, e.target.value))}
              />
              {canRemoveOption(form) ? (
                <button
                  type="button"
                  aria-label={t('polls:removeOption', { number: i + 1 })}
                  className={ui.buttonSecondary}
                  onClick={() => setForm(removeOption(form, i))}
                >
                  <X aria-hidden className="h-4 w-4" />
                </button>
              ) : null}
            </div>
          ))}
          <button
            type="button"
            className="text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
            onClick={() => setForm(addOption(form))}
          >
            {t('polls:addOption')}
          </button>
        </fieldset>
        <label className="block">
          <span className={ui.label}>{t('polls:expiresOptional')}</span>
          <input
            type="datetime-local"
            className={ui.input}
            value={form.expiresAt}
            onChange={(e) => setForm({ ...form, expiresAt: e.target.value })}
          />
          <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">{t('polls:expiresHint')}</span>
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className={ui.buttonSecondary} onClick={onClose}>
            {t('polls:cancel')}
          </button>
          <button type="submit" className={ui.button} disabled={saving}>
            {poll ? t('polls:updatePoll') : t('polls:createPoll')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
