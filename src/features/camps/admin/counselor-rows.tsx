import { RowInput } from '../../../components/form-fields';
import { RowsField } from '../../../components/rows-field';
import { useTranslation } from '../../../i18n';
import { addCounselor, canRemoveCounselor, removeCounselor, type CampForm } from './camp-validation';

/** The camp's counselors, one row each; the last row cannot be removed (SPEC §5). */
export function CounselorRows({ form, change }: { form: CampForm; change: (fields: Partial<CampForm>) => void }) {
  const { t } = useTranslation('camps');
  const setRow = (index: number, key: 'name' | 'phone', value: string) =>
    change({ counselors: form.counselors.map((c, i) => (i === index ? { ...c, [key]: value } : c)) });
  return (
    <RowsField
      legend={t('camps:form.counselors')}
      rows={form.counselors}
      remove={
        canRemoveCounselor(form)
          ? { label: (i) => t('camps:form.removeCounselor', { number: i + 1 }), onClick: (i) => change(removeCounselor(form, i)) }
          : undefined
      }
      add={{ label: t('camps:form.addCounselor'), onClick: () => change(addCounselor(form)) }}
    >
      {(c, i) => (
        <>
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
        </>
      )}
    </RowsField>
  );
}
