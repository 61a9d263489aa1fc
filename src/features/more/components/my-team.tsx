import { useMyTeams } from '../../../db/teams/use-teams';
import { teamSwatch } from '../../../lib/team-colors';
import { useTranslation } from '../../../i18n';

/** The camper's team(s) this year and before, with name and colour (set by Team Management's auto-link). */
export function MyTeam() {
  const { t } = useTranslation('more');
  const teams = useMyTeams();
  if (!teams || teams.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-2" data-testid="my-team">
      {teams.map((team) => (
        <span
          key={team.id}
          className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-2.5 py-0.5 text-xs font-medium dark:border-slate-700"
        >
          <span className={`h-2.5 w-2.5 rounded-full ${teamSwatch[team.color]}`} aria-hidden />
          {t('more:team', { name: team.name })}{' '}
          <span className="capitalize text-slate-500">
            ({t(`more:teamColor.${team.color}`)}, {team.year})
          </span>
        </span>
      ))}
    </div>
  );
}
