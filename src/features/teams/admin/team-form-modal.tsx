import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { teamColors, teamYears, type Team } from '../../../../contracts/teams';
import { createTeam } from '../../../api/teams';
import { Modal } from '../../../components/modal';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { emptyTeamForm, teamMessages, toTeamInput, validateTeamForm, type TeamForm } from '../../../lib/validation/team';
import { Field } from '../../../components/admin/field';
import { FormActions } from '../../../components/admin/form-actions';
import { teamSwatch } from '../../../lib/team-colors';

/** Create a team (SPEC §7 POST /admin/teams): empty member names are dropped. It needs a connection. */
export function TeamFormModal({ year, onClose, onCreated }: { year: number; onClose: () => void; onCreated: (team: Team) => void }) {
  const { t } = useTranslation('teams');
  const [form, setForm] = useState<TeamForm>(() => emptyTeamForm(year));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const setMember = (index: number, name: string) => setForm({ ...form, members: form.members.map((m, i) => (i === index ? name : m)) });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateTeamForm(form);
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      onCreated(await createTeam(toTeamInput(form)));
    } catch {
      setError(teamMessages.createFailed);
      setBusy(false);
    }
  }

  return (
    <Modal title={t('teams:create')} onClose={onClose}>
      <form className="space-y-3" noValidate onSubmit={(e) => void submit(e)}>
        {error ? (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        ) : null}
        <Field label={t('teams:form.name')} value={form.name} onChange={(name) => setForm({ ...form, name })} maxLength={100} />
        <fieldset>
          <legend className={ui.label}>{t('teams:form.color')}</legend>
          <div className="flex gap-2">
            {teamColors.map((color) => (
              <button
                key={color}
                type="button"
                aria-label={t(`teams:color.${color}`)}
                aria-pressed={form.color === color}
                onClick={() => setForm({ ...form, color })}
                className={`h-8 w-8 rounded-full ${teamSwatch[color]} ${form.color === color ? 'ring-2 ring-slate-900 ring-offset-2 dark:ring-white' : ''}`}
              />
            ))}
          </div>
        </fieldset>
        <label className="block">
          <span className={ui.label}>{t('teams:year')}</span>
          <select className={ui.input} value={form.year} onChange={(e) => setForm({ ...form, year: Number(e.target.value) })}>
            {teamYears.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="space-y-2">
          <legend className={ui.label}>{t('teams:form.members')}</legend>
          {form.members.map((m, i) => (
            <input
              key={i}
              className={ui.input}
              aria-label={t('teams:form.member', { number: i + 1 })}
              placeholder={t('teams:form.memberPlaceholder')}
              value={m}
              onChange={(e) => setMember(i, e.target.value)}
            />
          ))}
          <button
            type="button"
            className="inline-flex items-center gap-1 text-sm text-emerald-700 hover:underline dark:text-emerald-400"
            onClick={() => setForm({ ...form, members: [...form.members, ''] })}
          >
            <Plus className="h-4 w-4" aria-hidden /> {t('teams:form.addMember')}
          </button>
        </fieldset>
        <FormActions label={t('teams:create')} busyLabel={t('teams:creating')} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
