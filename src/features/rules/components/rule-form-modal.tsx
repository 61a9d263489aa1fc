import { ruleCategories, ruleImportance, type Rule } from '../../../../contracts/rules';
import { RULE_LIMITS } from '../../../../contracts/rules-rules';
import { Field, SelectField } from '../../../components/form-fields';
import { ItemFormDialog } from '../../../components/item-form-dialog';
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
    <ItemFormDialog
      item={rule}
      dialog={{
        edit: { title: 'rules:editRule', submit: 'rules:saveChanges', form: formFromRule },
        // A new rule starts in the category the list shows.
        create: { title: 'rules:addRule', submit: 'rules:addRule', form: () => emptyRuleForm(tab === 'All' ? 'General' : tab) },
        ready: canSaveRule,
        failed: 'rules:saveFailed',
      }}
      save={onSave}
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
    </ItemFormDialog>
  );
}
