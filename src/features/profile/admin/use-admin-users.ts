import { useCallback, useEffect, useState } from 'react';
import type { User } from '../../../../contracts/profile';
import { listUsers } from '../../../api/profile';

/** GET /admin/users, straight from the server (admin tools are online-only). */
export function useAdminUsers(enabled: boolean) {
  const [users, setUsers] = useState<User[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setUsers(await listUsers());
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  return { users, loading, failed, reload };
}
