import { AddRowButton, RemoveRowButton, RowInput } from '../../../components/form-fields';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { addCounselor, canRemoveCounselor, removeCounselor, type CampForm } from './camp-validation';

/** The camp's counselors, one row each; the last row cannot be removed (SPEC §5). */
export function CounselorRows({ form, change }: { form: CampForm; change: (fields: Partial<CampForm>) => void }) {
  const { t } = useTranslation('camps');
  const setRow = (index: number, key: 'name' | 'phone', value: string) =>
    change({ counselors: form.counselors.map((c, i) => (i === index ? { ...c, [key]: value } : c)) });
  return (
    <fieldset className="space-y-2">
      <legend className={ui.label}>{t('camps:form.counselors')}</legend>
      {form.counselors.map((c, i) => (
        <div key={i} className="flex gap-2">
          <RowInput
            label={t('camps:form.counselorName', { number: i + 1 })}
            placeholder={t('camps:form.namePlaceholder')}
            value={c.name}
            onChange={(name) => setRow(i, 'name', name)}
          />
          <RowInput
            label={t('camps:form.counselorPhone', { number: i + 1 })}
            placeholder={t('camps:form.phone')}
            type="tel"
            value={c.phone}
            onChange={(phone) => setRow(i, 'phone', phone)}
          />
          {canRemoveCounselor(form) ? (
            <RemoveRowButton label={t('camps:form.removeCounselor', { number: i + 1 })} onClick={() => change(removeCounselor(form, i))} />
          ) : null}
        </div>
      ))}
      <AddRowButton label={t('camps:form.addCounselor')} onClick={() => change(addCounselor(form))} />
    </fieldset>
  );
}
