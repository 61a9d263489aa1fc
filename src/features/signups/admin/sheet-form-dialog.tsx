import type { SignupSheet } from '../../../../contracts/signups';
import { ItemFormDialog } from '../../../components/item-form-dialog';
import { Field, RowInput, SelectField } from '../../../components/form-fields';
import { RowsField } from '../../../components/rows-field';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { addSlot, removeSlot, setSlot, sheetDialog, type SignupForm } from './signup-form';

interface Props {
  sheet?: SignupSheet;
  /** The camp's events a sheet may belong to. */
  events: { id: string; title: string }[];
  online: boolean;
  onClose: () => void;
  /** Sends the form; resolves to an error sentence, or null when saved. */
  onSubmit: (form: SignupForm) => Promise<string | null>;
}

/** Create and Edit a sign-up sheet: title, description, event and slots (a slot removed takes its claims with it). */
export function SheetFormDialog({ sheet, events, online, onClose, onSubmit }: Props) {
  const { t } = useTranslation('signups');
  const titles = new Map(events.map((e) => [e.id, e.title]));
  return (
    <ItemFormDialog
      item={sheet}
      dialog={sheetDialog}
      save={onSubmit}
      onClose={onClose}
      notice={online ? null : <p className={ui.error}>{t('signups:offlineChange')}</p>}
      disabled={!online}
    >
      {(form, change, field) => (
        <>
          <Field label={t('signups:form.title')} {...field('title')} />
          <Field label={t('signups:form.description')} rows={2} {...field('description')} />
          <SelectField
            label={t('signups:form.event')}
            {...field('eventId')}
            options={['', ...events.map((e) => e.id)]}
            labelOf={(id) => (id ? (titles.get(id) ?? id) : t('signups:form.noEvent'))}
          />
          <RowsField
            legend={t('signups:form.slots')}
            rows={form.slots}
            keyOf={(slot, i) => slot.id ?? `new-${i}`}
            remove={
              form.slots.length > 1
                ? { label: (i) => t('signups:form.removeSlot', { number: i + 1 }), onClick: (i) => change(removeSlot(form, i)) }
                : undefined
            }
            add={{ label: t('signups:form.addSlot'), onClick: () => change(addSlot(form)) }}
            note={sheet ? <p className="text-xs text-slate-500 dark:text-slate-400">{t('signups:form.removedSlots')}</p> : null}
          >
            {(slot, i) => (
              <>
                <RowInput
                  label={t('signups:form.slotLabel', { number: i + 1 })}
                  value={slot.label}
                  onChange={(label) => change(setSlot(form, i, { label }))}
                />
                <div className="w-24 shrink-0">
                  <RowInput
                    type="number"
                    label={t('signups:form.slotCapacity', { number: i + 1 })}
                    value={slot.capacity}
                    onChange={(capacity) => change(setSlot(form, i, { capacity }))}
                  />
                </div>
              </>
            )}
          </RowsField>
        </>
      )}
    </ItemFormDialog>
  );
}
