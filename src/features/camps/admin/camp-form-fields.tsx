import { CAMP_LIMITS } from '../../../../contracts/camps-rules';
import { Field } from '../../../components/form-fields';
import { useTranslation } from '../../../i18n';
import type { CampForm } from '../../../lib/validation/camp';
import { CounselorRows } from './counselor-rows';

type TextKey = Exclude<keyof CampForm, 'counselors' | 'is_active'>;

/** Every field of a camp (SPEC §3 Camp); required ones are marked. */
export function CampFormFields({ form, change }: { form: CampForm; change: (fields: Partial<CampForm>) => void }) {
  const { t } = useTranslation('camps');
  const set = (key: TextKey) => (value: string) => change({ [key]: value });
  return (
    <>
      <Field label={t('camps:form.name')} value={form.name} onChange={set('name')} maxLength={CAMP_LIMITS.name} />
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('camps:form.year')} value={form.year} onChange={set('year')} inputMode="numeric" />
        <label className="flex items-end gap-2 pb-2 text-sm">
          <input type="checkbox" checked={form.is_active} onChange={(e) => change({ is_active: e.target.checked })} /> {t('camps:active')}
        </label>
      </div>
      <Field
        label={t('camps:form.location')}
        value={form.location}
        onChange={set('location')}
        placeholder={t('camps:form.locationPlaceholder')}
      />
      <Field label={t('camps:form.address')} value={form.address} onChange={set('address')} />
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('camps:form.startDate')} type="date" value={form.start_date} onChange={set('start_date')} />
        <Field label={t('camps:form.endDate')} type="date" value={form.end_date} onChange={set('end_date')} />
      </div>
      <Field
        label={t('camps:form.website')}
        type="url"
        value={form.website}
        onChange={set('website')}
        placeholder="https://camp.example.org"
      />
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('camps:form.phone')} type="tel" value={form.phone} onChange={set('phone')} />
        <Field label={t('camps:form.whatsapp')} type="tel" value={form.whatsapp} onChange={set('whatsapp')} />
      </div>
      <CounselorRows form={form} change={change} />
      <Field label={t('camps:form.rules')} rows={3} value={form.rules} onChange={set('rules')} />
      <Field label={t('camps:form.imageAddress')} value={form.image_url} onChange={set('image_url')} placeholder="/uploads/..." />
    </>
  );
}
