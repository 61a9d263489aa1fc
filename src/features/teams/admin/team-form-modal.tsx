import { teamColors, teamYears, type Team } from '../../../../contracts/teams';
import { TEAM_LIMITS } from '../../../../contracts/teams-rules';
import { createTeam } from '../../../api/teams';
import { FormDialog } from '../../../components/form-dialog';
import { Field, RowInput, SelectField } from '../../../components/form-fields';
import { RowsField } from '../../../components/rows-field';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { emptyTeamForm, teamMessages, toTeamInput, validateTeamForm } from './team-validation';
import { teamSwatch } from '../../../lib/team-colors';

/** Create a team (SPEC §7 POST /admin/teams): empty member names are dropped. It needs a connection. */
export function TeamFormModal({ year, onClose, onCreated }: { year: number; onClose: () => void; onCreated: (team: Team) => void }) {
  const { t } = useTranslation('teams');
  return (
    <FormDialog
      texts={{ title: t('teams:create'), submit: t('teams:create'), busy: t('teams:creating') }}
      initial={() => emptyTeamForm(year)}
      problem={validateTeamForm}
      save={async (form) => onCreated(await createTeam(toTeamInput(form)))}
      failure={() => teamMessages.createFailed}
      onClose={onClose}
    >
      {(form, change, field) => (
        <>
          <Field label={t('teams:form.name')} {...field('name')} maxLength={TEAM_LIMITS.name} />
          <fieldset>
            <legend className={ui.label}>{t('teams:form.color')}</legend>
            <div className="flex gap-2">
              {teamColors.map((color) => (
                <button
                  key={color}
                  type="button"
                  aria-label={t(`teams:color.${color}`)}
                  aria-pressed={form.color === color}
                  onClick={() => change({ color })}
                  className={`h-8 w-8 rounded-full ${teamSwatch[color]} ${form.color === color ? 'ring-2 ring-slate-900 ring-offset-2 dark:ring-white' : ''}`}
                />
              ))}
            </div>
          </fieldset>
          <SelectField label={t('teams:year')} {...field('year')} options={teamYears} />
          <RowsField
            legend={t('teams:form.members')}
            rows={form.members}
            add={{ label: t('teams:form.addMember'), onClick: () => change({ members: [...form.members, ''] }) }}
          >
            {(m, i) => (
              <RowInput
                label={t('teams:form.member', { number: i + 1 })}
                placeholder={t('teams:form.memberPlaceholder')}
                value={m}
                onChange={(name) => change({ members: form.members.map((old, j) => (j === i ? name : old)) })}
              />
            )}
          </RowsField>
        </>
      )}
    </FormDialog>
  );
}
