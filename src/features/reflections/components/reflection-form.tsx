import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { validateReflection, type ReflectionForm as Form } from '../reflection-validation';
import { reflectionText as text } from '../reflection-text';

const fields = [
  { key: 'high', hint: () => text.highHint },
  { key: 'low', hint: () => text.lowHint },
  { key: 'glitter', hint: () => text.glitterHint },
] as const;

interface Props {
  campName: string;
  initial: Form;
  editing: boolean;
  onSubmit: (form: Form) => Promise<boolean>;
  onCancel: () => void;
}

/** The reflection form (SPEC §2.3): high, low and glitter (all required, §5), public or private, and what they mean. */
export function ReflectionFormDialog({ campName, initial, editing, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('reflections');
  const [form, setForm] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const problem = validateReflection(form);
    if (problem) return setError(problem);
    setSaving(true);
    const saved = await onSubmit(form);
    setSaving(false);
    if (!saved) setError(text.saveFailed);
  };
  return (
    <Modal title={t('reflections:reflectionOf', { name: campName })} onClose={saving ? undefined : onCancel}>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {fields.map(({ key, hint }) => (
          <div key={key}>
            <label htmlFor={`reflection-${key}`} className={ui.label}>
              {t(`reflections:part.${key}`)}
            </label>
            <textarea
              id={`reflection-${key}`}
              aria-describedby={`reflection-${key}-hint`}
              className={ui.input}
              rows={2}
              required
              placeholder={hint()}
              value={form[key]}
              onChange={(e) => setForm({ ...form, [key]: e.target.value })}
            />
            <span id={`reflection-${key}-hint`} className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">
              {hint()}
            </span>
          </div>
        ))}
        <label className="flex items-center justify-between gap-3 text-sm">
          <span>
            <span className="font-medium">{form.isPublic ? text.public : text.private}</span>
            <span className="block text-xs text-slate-500 dark:text-slate-400">{form.isPublic ? text.publicHint : text.privateHint}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            aria-label={t('reflections:sharePublicly')}
            checked={form.isPublic}
            onChange={(e) => setForm({ ...form, isPublic: e.target.checked })}
            className="h-5 w-5 accent-emerald-600"
          />
        </label>
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-xs text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          {text.explain}
        </p>
        {error ? <p className={ui.error}>{error}</p> : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={ui.buttonSecondary} disabled={saving} onClick={onCancel}>
            {text.cancel}
          </button>
          <button type="submit" className={ui.button} disabled={saving}>
            {saving ? text.saving : editing ? text.update : text.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}
