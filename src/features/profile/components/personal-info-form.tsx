import { ui } from '../../../components/ui';

export interface PersonalInfoDraft {
  first_name: string;
  last_name: string;
  phone: string;
  emergency_contact: string;
  dietary_restrictions: string;
}

export const personalFields: { key: keyof PersonalInfoDraft; label: string; type?: string; multiline?: boolean }[] = [
  { key: 'first_name', label: 'First Name' },
  { key: 'last_name', label: 'Last Name' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'emergency_contact', label: 'Emergency Contact' },
  { key: 'dietary_restrictions', label: 'Dietary Restrictions', multiline: true },
];

/** The edit form of Personal Information: keeps what the camper typed until they save or cancel. */
export function PersonalInfoForm({ draft, onChange }: { draft: PersonalInfoDraft; onChange: (draft: PersonalInfoDraft) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {personalFields.map(({ key, label, type, multiline }) => (
        <label key={key} className={multiline ? 'sm:col-span-2' : undefined}>
          <span className={ui.label}>{label}</span>
          {multiline ? (
            <textarea className={ui.input} rows={2} value={draft[key]} onChange={(e) => onChange({ ...draft, [key]: e.target.value })} />
          ) : (
            <input className={ui.input} type={type ?? 'text'} value={draft[key]} required={key === 'first_name' || key === 'last_name'} onChange={(e) => onChange({ ...draft, [key]: e.target.value })} />
          )}
        </label>
      ))}
    </div>
  );
}
