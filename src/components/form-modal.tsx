import { useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from './modal';
import { ui } from './ui';

interface Props<F> {
  title: string;
  initial: () => F;
  /** Save stays disabled until this holds (SPEC §5). */
  canSave: (form: F) => boolean;
  onSave: (form: F) => Promise<void>;
  onClose: () => void;
  texts: { saveFailed: string; cancel: string; submit: string };
  /** The fields: `change` merges a few fields into the form. */
  children: (form: F, change: (fields: Partial<F>) => void) => ReactNode;
}

/** A dialog around one form: Cancel, and a Save that closes it once the change is kept, or says it failed. */
export function FormModal<F>({ title, initial, canSave, onSave, onClose, texts, children }: Props<F>) {
  const [form, setForm] = useState<F>(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent): Promise<void> {
    e.preventDefault();
    if (!canSave(form)) return;
    setSaving(true);
    try {
      await onSave(form);
      onClose();
    } catch {
      setError(texts.saveFailed);
      setSaving(false);
    }
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form className="space-y-3" onSubmit={(e) => void submit(e)}>
        {error ? (
          <p className={ui.error} role="alert">
            {error}
          </p>
        ) : null}
        {children(form, (fields) => setForm((current) => ({ ...current, ...fields })))}
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className={ui.buttonSecondary} onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className={ui.button} disabled={!canSave(form) || saving}>
            {texts.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
