import { ui } from '../../components/ui';
import type { CampForm } from '../../lib/validation/camp';
import { CounselorRows } from './counselor-rows';
import { Field } from './field';

type TextKey = Exclude<keyof CampForm, 'counselors' | 'is_active'>;

/** Every field of a camp (SPEC §3 Camp); required ones are marked. */
export function CampFormFields({ form, onChange }: { form: CampForm; onChange: (form: CampForm) => void }) {
  const set = (key: TextKey) => (value: string) => onChange({ ...form, [key]: value });
  return (
    <>
      <Field label="Name *" value={form.name} onChange={set('name')} maxLength={200} />
      <div className="grid grid-cols-2 gap-3">
        <Field label="Year *" value={form.year} onChange={set('year')} inputMode="numeric" />
        <label className="flex items-end gap-2 pb-2 text-sm">
          <input type="checkbox" checked={form.is_active} onChange={(e) => onChange({ ...form, is_active: e.target.checked })} /> Active
        </label>
      </div>
      <Field label="Location *" value={form.location} onChange={set('location')} placeholder="Whispering Pines Campground" />
      <Field label="Address *" value={form.address} onChange={set('address')} />
      <div className="grid grid-cols-2 gap-3">
        <Field label="Start date *" type="date" value={form.start_date} onChange={set('start_date')} />
        <Field label="End date *" type="date" value={form.end_date} onChange={set('end_date')} />
      </div>
      <Field label="Website" type="url" value={form.website} onChange={set('website')} placeholder="https://camp.example.org" />
      <div className="grid grid-cols-2 gap-3">
        <Field label="Phone" type="tel" value={form.phone} onChange={set('phone')} />
        <Field label="WhatsApp" type="tel" value={form.whatsapp} onChange={set('whatsapp')} />
      </div>
      <CounselorRows form={form} onChange={onChange} />
      <label className="block">
        <span className={ui.label}>Rules</span>
        <textarea className={ui.input} rows={3} value={form.rules} onChange={(e) => set('rules')(e.target.value)} />
      </label>
      <Field label="Image address" value={form.image_url} onChange={set('image_url')} placeholder="/uploads/..." />
    </>
  );
}
