import { useCallback } from 'react';
import { listTeams } from '../../../api/teams';
import { useServerList } from '../../../components/admin/use-server-list';

/** GET /admin/teams?year=, straight from the server (admin tools are online-only). */
export function useAdminTeams(year: number, enabled: boolean) {
  const load = useCallback(() => listTeams(year), [year]);
  const { items: teams, ...rest } = useServerList(load, enabled);
  return { teams, ...rest };
}
