import { useState } from 'react';
import type { Team } from '../../../../contracts/teams';
import { autoLinkTeam, deleteTeam } from '../../../api/teams';
import type { ToastKind } from '../../../components/toast';
import { useTranslation } from '../../../i18n';
import { teamMessages } from './team-validation';

/** Auto-link and delete on Team Management, with the SPEC §8 messages; `reload` refreshes the list. */
export function useTeamActions(reload: () => Promise<void>, show: (message: string, kind: ToastKind) => void) {
  const { t } = useTranslation('teams');
  const [matched, setMatched] = useState<Record<string, string[]>>({});

  async function autoLink(team: Team): Promise<void> {
    try {
      const result = await autoLinkTeam(team.id);
      setMatched((m) => ({ ...m, [team.id]: result.matched }));
      show(teamMessages.autoLinked(result.linked_count), 'success');
      await reload();
    } catch {
      show(teamMessages.autoLinkFailed, 'error');
    }
  }

  async function remove(team: Team): Promise<void> {
    try {
      await deleteTeam(team.id);
      show(t('teams:deleted'), 'success');
      await reload();
    } catch {
      show(teamMessages.deleteFailed, 'error');
    }
  }

  return { matched, autoLink, remove };
}
