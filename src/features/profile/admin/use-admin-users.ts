import { listUsers } from '../../../api/profile';
import { useServerList } from '../../../components/admin/use-server-list';

/** GET /admin/users, straight from the server (admin tools are online-only). */
export function useAdminUsers(enabled: boolean) {
  const { items: users, ...rest } = useServerList(listUsers, enabled);
  return { users, ...rest };
}
