import { useEffect, useState } from 'react';
import { countEvents, countPolls } from '../../api/admin-stats';
import { listUsers } from '../../api/admin-users';

export interface DashboardStats {
  users: number;
  pending: number;
  events: number;
  polls: number;
}

const zero = <T,>(p: Promise<T>, fallback: T) => p.catch(() => fallback);

/** The dashboard figures; each one that fails to load quietly shows 0 (SPEC §8). */
export function useDashboardStats(enabled: boolean): DashboardStats {
  const [stats, setStats] = useState<DashboardStats>({ users: 0, pending: 0, events: 0, polls: 0 });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void Promise.all([zero(listUsers(), []), zero(countEvents(), 0), zero(countPolls(), 0)]).then(([users, events, polls]) => {
      if (live) setStats({ users: users.length, pending: users.filter((u) => u.status === 'pending').length, events, polls });
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return stats;
}
