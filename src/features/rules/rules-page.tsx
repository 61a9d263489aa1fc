import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Rule } from '../../../contracts/rules';
import { useConfirmDelete } from '../../components/confirm-delete';
import { PageHeader } from '../../components/page-header';
import { TabBar } from '../../components/tab-bar';
import { ui } from '../../components/ui';
import { useRules } from '../../db/rules/use-rules';
import { useTranslation } from '../../i18n';
import { rulesInTab, ruleTabs, type RuleTab } from '../../db/rules/rule-order';
import { RuleCard } from './components/rule-card';
import { RuleFormModal } from './components/rule-form-modal';
import { RulesSummary } from './components/rules-summary';
import { useRuleActions } from './hooks/use-rule-actions';

/** Camp Rules (SPEC §2.3): read from the phone, so they open with no signal. */
export function RulesPage() {
  const { t } = useTranslation('rules');
  const rules = useRules();
  const tabName = (name: RuleTab) => (name === 'All' ? t('rules:tabAll') : t(`rules:category.${name}`));
  const { canEdit, save, remove } = useRuleActions();
  const [tab, setTab] = useState<RuleTab>('All');
  const [editing, setEditing] = useState<Rule | 'new' | null>(null);
  const deleting = useConfirmDelete(remove, (rule: Rule) => ({
    title: t('rules:deleteTitle'),
    message: t('rules:deleteMessage', { title: rule.title }),
    confirmLabel: t('rules:delete'),
  }));
  const shown = rulesInTab(rules ?? [], tab);

  return (
    <div className="space-y-4 pb-6">
      <PageHeader
        title={t('rules:title')}
        subtitle={t('rules:subtitle')}
        actions={
          canEdit ? (
            <button type="button" className={ui.button} onClick={() => setEditing('new')}>
              <Plus className="h-4 w-4" aria-hidden /> {t('rules:addRule')}
            </button>
          ) : null
        }
      />
      <TabBar label={t('rules:tabsLabel')} tabs={ruleTabs} value={tab} onChange={setTab} labelOf={tabName} />
      {rules === undefined ? <p className="px-4 text-sm text-slate-500">{t('rules:loading')}</p> : null}
      {rules !== undefined && shown.length === 0 ? (
        <p className="px-4 text-sm text-slate-500 dark:text-slate-400">
          {rules.length === 0 ? t('rules:notYet') : t('rules:noneInTab', { category: tabName(tab) })}
        </p>
      ) : null}
      <ul className="space-y-3 px-4" aria-label={t('rules:listLabel')}>
        {shown.map((r) => (
          <RuleCard
            key={r.id}
            rule={r}
            onEdit={canEdit ? () => setEditing(r) : undefined}
            onDelete={canEdit ? () => deleting.ask(r) : undefined}
          />
        ))}
      </ul>
      {rules && rules.length > 0 ? <RulesSummary rules={rules} /> : null}
      {editing ? (
        <RuleFormModal
          rule={editing === 'new' ? undefined : editing}
          tab={tab}
          onSave={(form) => save(form, editing === 'new' ? undefined : editing)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting.dialog}
    </div>
  );
}
