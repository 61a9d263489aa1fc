import { useEffect, useState } from 'react';
import type { AdminStats } from '../../../../contracts/dashboard';
import { getAdminStats } from '../../../api/dashboard';

const zeroStats: AdminStats = { users: 0, pending: 0, events: 0, polls: 0, posts: 0, photos: 0, camps: 0, teams: 0 };

/** The dashboard figures, counted by the server; when they fail to load the tiles quietly show 0 (SPEC §8). */
export function useDashboardStats(enabled: boolean): AdminStats {
  const [stats, setStats] = useState<AdminStats>(zeroStats);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void getAdminStats()
      .catch(() => zeroStats)
      .then((next) => {
        if (live) setStats({ ...zeroStats, ...next });
      });
    return () => {
      live = false;
    };
  }, [enabled]);
  return stats;
}
