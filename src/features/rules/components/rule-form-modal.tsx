import { ruleCategories, ruleImportance, type Rule } from '../../../../contracts/rules';
import { RULE_LIMITS } from '../../../../contracts/rules-rules';
import { Field, SelectField } from '../../../components/form-fields';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslation } from '../../../i18n';
import { canSaveRule, emptyRuleForm, formFromRule, type RuleForm } from '../rule-validation';
import type { RuleTab } from '../../../db/rules/rule-order';

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
  return (
    <FormDialog
      texts={{ title: rule ? t('rules:editRule') : t('rules:addRule'), submit: rule ? t('rules:saveChanges') : t('rules:addRule') }}
      initial={() => (rule ? formFromRule(rule) : emptyRuleForm(tab === 'All' ? 'General' : tab))}
      ready={canSaveRule}
      save={onSave}
      failure={() => t('rules:saveFailed')}
      onClose={onClose}
    >
      {(_form, _change, field) => (
        <>
          <Field label={t('rules:fieldTitle')} {...field('title')} maxLength={RULE_LIMITS.title} required />
          <Field label={t('rules:fieldDescription')} {...field('description')} maxLength={RULE_LIMITS.description} rows={4} required />
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label={t('rules:fieldCategory')}
              {...field('category')}
              options={ruleCategories}
              labelOf={(c) => t(`rules:category.${c}`)}
            />
            <SelectField
              label={t('rules:fieldImportance')}
              {...field('importance')}
              options={ruleImportance}
              labelOf={(i) => t(`rules:importance.${i}`)}
            />
          </div>
        </>
      )}
    </FormDialog>
  );
}
