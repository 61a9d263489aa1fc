import { useState, type FormEvent } from 'react';
import { ruleCategories, ruleImportance, type Rule } from '../../../../contracts/rules';
import { Modal } from '../../../components/modal';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { canSaveRule, emptyRuleForm, formFromRule, type RuleForm } from '../../../lib/validation/rule';
import type { RuleTab } from '../../../lib/rule-order';

interface Props {
  rule?: Rule;
  /** The tab the list shows: a new rule starts in its category. */
  tab: RuleTab;
  onSave: (form: RuleForm) => Promise<void>;
  onClose: () => void;
}

/** Add or edit a rule; Save stays disabled until the title and description are filled (SPEC §5). */
export function RuleFormModal({ rule, tab, onSave, onClose }: Props) {
  const { t } = useTranslation('rules');
  const [form, setForm] = useState<RuleForm>(() => (rule ? formFromRule(rule) : emptyRuleForm(tab === 'All' ? 'General' : tab)));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent): Promise<void> {
    e.preventDefault();
    if (!canSaveRule(form)) return;
    setSaving(true);
    try {
      await onSave(form);
      onClose();
    } catch {
      setError(t('rules:saveFailed'));
      setSaving(false);
    }
  }

  return (
    <Modal title={rule ? t('rules:editRule') : t('rules:addRule')} onClose={onClose}>
      <form className="space-y-3" onSubmit={(e) => void submit(e)}>
        {error ? <p className={ui.error} role="alert">{error}</p> : null}
        <label className="block">
          <span className={ui.label}>{t('rules:fieldTitle')}</span>
          <input className={ui.input} value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} maxLength={200} required />
        </label>
        <label className="block">
          <span className={ui.label}>{t('rules:fieldDescription')}</span>
          <textarea className={ui.input} rows={4} value={form.description} onChange={(e) => setForm({ ...form, description: e.target.value })} maxLength={5000} required />
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className="block">
            <span className={ui.label}>{t('rules:fieldCategory')}</span>
            <select className={ui.input} value={form.category} onChange={(e) => setForm({ ...form, category: e.target.value as RuleForm['category'] })}>
              {ruleCategories.map((c) => <option key={c} value={c}>{t(`rules:category.${c}`)}</option>)}
            </select>
          </label>
          <label className="block">
            <span className={ui.label}>{t('rules:fieldImportance')}</span>
            <select className={ui.input} value={form.importance} onChange={(e) => setForm({ ...form, importance: e.target.value as RuleForm['importance'] })}>
              {ruleImportance.map((i) => <option key={i} value={i}>{t(`rules:importance.${i}`)}</option>)}
            </select>
          </label>
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className={ui.buttonSecondary} onClick={onClose}>{t('rules:cancel')}</button>
          <button type="submit" className={ui.button} disabled={!canSaveRule(form) || saving}>{rule ? t('rules:saveChanges') : t('rules:addRule')}</button>
        </div>
      </form>
    </Modal>
  );
}
