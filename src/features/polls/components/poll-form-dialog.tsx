import type { Poll } from '../../../../contracts/polls';
import { ItemFormDialog } from '../../../components/item-form-dialog';
import { Field, RowInput } from '../../../components/form-fields';
import { RowsField } from '../../../components/rows-field';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { addOption, canRemoveOption, pollDialog, removeOption, setOption, type PollForm } from '../poll-form';

interface Props {
  poll?: Poll;
  onClose: () => void;
  /** Sends the form; resolves to an error sentence, or null when saved. */
  onSubmit: (form: PollForm) => Promise<string | null>;
}

/** Create and Edit dialogs of Snap Polls (SPEC §2.3, §5). */
export function PollFormDialog({ poll, onClose, onSubmit }: Props) {
  const { t } = useTranslation('polls');
  return (
    <ItemFormDialog item={poll} dialog={pollDialog} save={onSubmit} onClose={onClose}>
      {(form, change, field) => (
        <>
          <Field label={t('polls:question')} {...field('question')} placeholder={t('polls:questionPlaceholder')} />
          <RowsField
            legend={t('polls:options')}
            rows={form.options}
            remove={
              canRemoveOption(form)
                ? { label: (i) => t('polls:removeOption', { number: i + 1 }), onClick: (i) => change(removeOption(form, i)) }
                : undefined
            }
            add={{ label: t('polls:addOption'), onClick: () => change(addOption(form)) }}
          >
            {(text, i) => (
              <RowInput
                label={t('polls:option', { number: i + 1 })}
                value={text}
                onChange={(option) => change(setOption(form, i, option))}
              />
            )}
          </RowsField>
          <label className="block">
            <span className={ui.label}>{t('polls:expiresOptional')}</span>
            <input
              type="datetime-local"
              className={ui.input}
              value={form.expiresAt}
              onChange={(e) => change({ expiresAt: e.target.value })}
            />
            <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">{t('polls:expiresHint')}</span>
          </label>
        </>
      )}
    </ItemFormDialog>
  );
}
