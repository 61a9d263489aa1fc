import { CAMP_LIMITS } from '../../../../contracts/camps-rules';
import type { FieldBinding } from '../../../components/form-dialog';
import { Field } from '../../../components/form-fields';
import { useTranslation } from '../../../i18n';
import type { CampForm } from './camp-validation';
import { CounselorRows } from './counselor-rows';

/** Every field of a camp (SPEC §3 Camp); required ones are marked. */
export function CampFormFields({
  form,
  change,
  field,
}: {
  form: CampForm;
  change: (fields: Partial<CampForm>) => void;
  field: FieldBinding<CampForm>;
}) {
  const { t } = useTranslation('camps');
  return (
    <>
      <Field label={t('camps:form.name')} {...field('name')} maxLength={CAMP_LIMITS.name} />
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('camps:form.year')} {...field('year')} inputMode="numeric" />
        <label className="flex items-end gap-2 pb-2 text-sm">
          <input type="checkbox" checked={form.is_active} onChange={(e) => change({ is_active: e.target.checked })} /> {t('camps:active')}
        </label>
      </div>
      <Field label={t('camps:form.location')} {...field('location')} placeholder={t('camps:form.locationPlaceholder')} />
      <Field label={t('camps:form.address')} {...field('address')} />
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('camps:form.startDate')} type="date" {...field('start_date')} />
        <Field label={t('camps:form.endDate')} type="date" {...field('end_date')} />
      </div>
      <Field label={t('camps:form.website')} type="url" {...field('website')} placeholder="https://camp.example.org" />
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('camps:form.phone')} type="tel" {...field('phone')} />
        <Field label={t('camps:form.whatsapp')} type="tel" {...field('whatsapp')} />
      </div>
      <CounselorRows form={form} change={change} />
      <Field label={t('camps:form.rules')} rows={3} {...field('rules')} />
      <Field label={t('camps:form.imageAddress')} {...field('image_url')} placeholder="/uploads/..." />
    </>
  );
}
