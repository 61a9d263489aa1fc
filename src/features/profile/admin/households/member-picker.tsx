import { useState } from 'react';
import type { Household } from '../../../../../contracts/households';
import type { User } from '../../../../../contracts/profile';
import { nameKey } from '../../../../../contracts/teams';
import { ui } from '../../../../components/ui';
import { useTranslation } from '../../../../i18n';

interface Props {
  /** Every account; only approved ones may be chosen. */
  users: User[];
  households: Household[];
  /** The household being edited, whose own members are free to keep. */
  own?: string;
  /** The ids ticked. */
  value: string[];
  onChange: (ids: string[]) => void;
}

const nameOf = (u: User) => `${u.first_name} ${u.last_name}`.trim();
/** The members of a household, ticked from the camp's approved accounts; a person in another household is shown there and left off. */
export function MemberPicker({ users, households, own, value: chosen, onChange }: Props) {
  const { t } = useTranslation('households');
  const [find, setFind] = useState('');
  const elsewhere = new Map(households.filter((h) => h.id !== own).flatMap((h) => h.members.map((m) => [m.id, h.name] as const)));
  const shown = users
    .filter((u) => u.status === 'approved' && nameKey(nameOf(u)).includes(nameKey(find)))
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset>
      <legend className={ui.label}>{t('households:form.members')}</legend>
      <input
        className={`${ui.input} mb-2`}
        type="search"
        aria-label={t('households:form.find')}
        placeholder={t('households:form.find')}
        value={find}
        onChange={(e) => setFind(e.target.value)}
      />
      <ul className="max-h-56 space-y-1 overflow-y-auto text-sm">
        {shown.map((u) => {
          const other = elsewhere.get(u.id);
          return (
            <li key={u.id} className="flex items-center gap-2">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={chosen.includes(u.id)}
                  disabled={other !== undefined}
                  onChange={(e) => toggle(u.id, e.target.checked)}
                />
                <span className={other ? 'text-slate-400' : ''}>{nameOf(u)}</span>
              </label>
              {other ? <span className="text-xs text-slate-500">{t('households:form.inOther', { name: other })}</span> : null}
            </li>
          );
        })}
      </ul>
      {shown.length === 0 ? <p className="text-sm text-slate-500">{t('households:form.noMatch')}</p> : null}
    </fieldset>
  );
}
