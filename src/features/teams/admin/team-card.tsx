import { Link2, UserCheck, User } from 'lucide-react';
import type { Team } from '../../../../contracts/teams';
import { CardActions } from '../../../components/admin/card-actions';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { teamSwatch } from '../../../lib/team-colors';

interface Props {
  team: Team;
  online: boolean;
  /** The names the last auto-link matched, to say which were linked. */
  matched?: string[];
  onAutoLink: () => void;
  onDelete: () => void;
}

export function TeamCard({ team, online, matched, onAutoLink, onDelete }: Props) {
  const { t } = useTranslation('teams');
  const linked = team.members.filter((m) => m.is_linked).length;
  return (
    <li className={ui.card} aria-label={team.name}>
      <div className="flex items-center gap-2">
        <span className={`h-4 w-4 rounded-full ${teamSwatch[team.color]}`} aria-hidden />
        <p className="mr-auto font-semibold">{team.name}</p>
        <span className="text-xs capitalize text-slate-500">
          {t(`teams:color.${team.color}`)} · {team.year}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('teams:memberCount', { count: team.members.length, linked })}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('teams:membersOf', { name: team.name })}>
        {team.members.map((m) => (
          <li
            key={m.id}
            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs ${m.is_linked ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200' : 'bg-slate-100 dark:bg-slate-800'}`}
          >
            {m.is_linked ? <UserCheck className="h-3 w-3" aria-label={t('teams:linked')} /> : <User className="h-3 w-3" aria-hidden />}{' '}
            {m.name}
          </li>
        ))}
      </ul>
      {matched && matched.length > 0 ? (
        <p className="mt-2 text-xs text-emerald-700 dark:text-emerald-400">{t('teams:linkedNow', { names: matched.join(', ') })}</p>
      ) : null}
      <CardActions action={{ icon: Link2, label: t('teams:autoLink'), onClick: onAutoLink }} onDelete={onDelete} disabled={!online} />
    </li>
  );
}
