import type { AdminStats } from '../../contracts/dashboard';
import { api } from './client';

/** The admin dashboard's tiles, counted by the server (GET /admin/stats). */
export function getAdminStats(): Promise<AdminStats> {
  return api.get('admin/stats').json<AdminStats>();
}
