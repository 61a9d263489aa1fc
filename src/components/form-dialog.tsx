import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { FormError, useSending, type Sent } from './form-sending';
import { Modal } from './modal';
import { ui } from './ui';

export interface FormDialogProps<F> {
  /** The dialog's title, its submit button's words, and what that button says while the form is sent (the same when not given). */
  texts: { title: string; submit: string; busy?: string };
  initial: () => F;
  /** The first broken rule's message (shown, nothing sent), or null (SPEC §5). */
  problem?: (form: F) => string | null;
  /** Save stays disabled until this holds (SPEC §5). */
  ready?: (form: F) => boolean;
  /** Sends the form: the dialog closes once it is kept, else says why (a returned sentence, or `failure` of what it threw). */
  save: (form: F) => Promise<Sent>;
  failure: (error: unknown) => string | Promise<string>;
  onClose: () => void;
  /** Shown above the fields, e.g. that the dialog needs a connection; `disabled` keeps the submit off meanwhile. */
  notice?: ReactNode;
  disabled?: boolean;
  /** The fields: `change` merges a few fields into the form; `field(key)` is one field's value and its setter, for an input. */
  children: (form: F, change: (fields: Partial<F>) => void, field: FieldBinding<F>) => ReactNode;
}

/** One field of the form as an input takes it: its value, and what merges a new value into the form. */
export type FieldBinding<F> = <K extends keyof F>(key: K) => { value: F[K]; onChange: (value: F[K]) => void };

/**
 * The dialog around one form (admin tools, rules, map, events, polls): the fields, the sentence of a
 * broken rule or a failed save above them, and Cancel beside a submit that closes the dialog once the
 * change is kept.
 */
export function FormDialog<F>({ texts, initial, problem, ready, save, failure, onClose, notice, disabled, children }: FormDialogProps<F>) {
  const { t } = useTranslation('common');
  const [form, setForm] = useState<F>(initial);
  const sending = useSending(failure);
  const change = (fields: Partial<F>): void => setForm((current) => ({ ...current, ...fields }));
  const field: FieldBinding<F> = (key) => ({
    value: form[key],
    onChange: (value) => setForm((current) => ({ ...current, [key]: value })),
  });

  async function onSubmit(e: FormEvent): Promise<void> {
    e.preventDefault();
    if (ready && !ready(form)) return;
    if (await sending.send(() => save(form), problem?.(form))) onClose();
  }

  return (
    <Modal title={texts.title} onClose={onClose}>
      <form className="space-y-3" noValidate onSubmit={(e) => void onSubmit(e)}>
        {notice}
        <FormError text={sending.error} />
        {children(form, change, field)}
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className={ui.buttonSecondary} onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className={ui.button} disabled={sending.busy || disabled || (ready && !ready(form))}>
            {sending.busy && texts.busy ? texts.busy : texts.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
