import { useState } from 'react';
import { teamYears, type Team } from '../../../../contracts/teams';
import { AdminOnly } from '../../../components/admin/admin-only';
import { useConfirmDelete } from '../../../components/confirm-delete';
import { Select } from '../../../components/form-fields';
import { Toast, useToast } from '../../../components/toast';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { ServerListStatus } from '../../../components/admin/server-list-status';
import { useOnline } from '../../../lib/use-online';
import { defaultTeamYear } from './team-validation';
import { AdminToolHeader } from '../../../components/admin/admin-tool-header';
import { TeamCard } from './team-card';
import { TeamFormModal } from './team-form-modal';
import { useAdminTeams } from './use-admin-teams';
import { useTeamActions } from './use-team-actions';

/** Team Management (SPEC §2.3, §7): teams by year, create, delete and auto-link. Administrators only; online. */
export const AdminTeamsPage = () => <AdminOnly tool={TeamsTool} />;

function TeamsTool() {
  const { t } = useTranslation('teams');
  const online = useOnline();
  const [year, setYear] = useState(defaultTeamYear);
  const { teams, loading, failed, reload } = useAdminTeams(year, true);
  const { toast, show } = useToast(5000);
  const { matched, autoLink, remove } = useTeamActions(reload, show);
  const [creating, setCreating] = useState(false);
  const deleting = useConfirmDelete(remove, (team: Team) => ({
    title: t('teams:deleteTeam'),
    message: t('teams:deleteQuestion', { name: team.name }),
    confirmLabel: t('teams:deleteTeam'),
  }));
  return (
    <div className="pb-6">
      <AdminToolHeader
        title={t('teams:title')}
        subtitle={t('teams:count', { count: teams.length, year })}
        create={{ label: t('teams:create'), onClick: () => setCreating(true) }}
      />
      <label className="mx-4 mb-3 flex items-center gap-2 text-sm">
        {t('teams:year')}
        <Select className={`${ui.input} w-auto`} value={year} options={teamYears} onChange={setYear} />
      </label>
      <ServerListStatus
        loading={loading}
        failed={failed}
        empty={teams.length === 0}
        texts={{ loading: t('teams:loading'), failed: t('teams:loadFailed'), empty: t('teams:empty', { year }) }}
        className="mx-4"
      />
      <ul className="space-y-3 px-4" aria-label={t('teams:listLabel')}>
        {teams.map((team) => (
          <TeamCard
            key={team.id}
            team={team}
            online={online}
            matched={matched[team.id]}
            onAutoLink={() => void autoLink(team)}
            onDelete={() => deleting.ask(team)}
          />
        ))}
      </ul>
      {creating ? (
        <TeamFormModal
          year={year}
          onClose={() => setCreating(false)}
          onCreated={(team) => {
            show(t('teams:created'), 'success');
            if (team.year === year) void reload();
            else setYear(team.year);
          }}
        />
      ) : null}
      {deleting.dialog}
      <Toast toast={toast} />
    </div>
  );
}
