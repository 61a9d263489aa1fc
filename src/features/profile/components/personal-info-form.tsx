import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';

export interface PersonalInfoDraft {
  first_name: string;
  last_name: string;
  phone: string;
  emergency_contact: string;
  dietary_restrictions: string;
}

/** The fields in order; each label is t(`profile:field.${key}`). */
export const personalFields: { key: keyof PersonalInfoDraft; type?: string; multiline?: boolean }[] = [
  { key: 'first_name' },
  { key: 'last_name' },
  { key: 'phone', type: 'tel' },
  { key: 'emergency_contact' },
  { key: 'dietary_restrictions', multiline: true },
];

/** The edit form of Personal Information: keeps what the camper typed until they save or cancel. */
export function PersonalInfoForm({ draft, onChange }: { draft: PersonalInfoDraft; onChange: (draft: PersonalInfoDraft) => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {personalFields.map(({ key, type, multiline }) => (
        <label key={key} className={multiline ? 'sm:col-span-2' : undefined}>
          <span className={ui.label}>{t(`profile:field.${key}`)}</span>
          {multiline ? (
            <textarea className={ui.input} rows={2} value={draft[key]} onChange={(e) => onChange({ ...draft, [key]: e.target.value })} />
          ) : (
            <input
              className={ui.input}
              type={type ?? 'text'}
              value={draft[key]}
              required={key === 'first_name' || key === 'last_name'}
              onChange={(e) => onChange({ ...draft, [key]: e.target.value })}
            />
          )}
        </label>
      ))}
    </div>
  );
}
