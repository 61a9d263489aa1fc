import { useMyTeams } from '../../../db/hooks/use-my-teams';
import { teamSwatch } from '../../../lib/team-colors';

/** The camper's team(s) this year and before, with name and colour (set by Team Management's auto-link). */
export function MyTeam() {
  const teams = useMyTeams();
  if (!teams || teams.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-2" data-testid="my-team">
      {teams.map((t) => (
        <span key={t.id} className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-2.5 py-0.5 text-xs font-medium dark:border-slate-700">
          <span className={`h-2.5 w-2.5 rounded-full ${teamSwatch[t.color]}`} aria-hidden />
          Team {t.name} <span className="capitalize text-slate-500">({t.color}, {t.year})</span>
        </span>
      ))}
    </div>
  );
}
