import { useCallback, useEffect, useState } from 'react';
import type { Team } from '../../../../contracts/teams';
import { listTeams } from '../../../api/teams';

/** GET /admin/teams?year=, straight from the server (admin tools are online-only). */
export function useAdminTeams(year: number, enabled: boolean) {
  const [teams, setTeams] = useState<Team[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setTeams(await listTeams(year));
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [year]);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  return { teams, loading, failed, reload };
}
