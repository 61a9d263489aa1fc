import type { AutoLinkResult, Team, TeamInput } from '../../contracts/teams';
import { adminItems, api } from './client';

/** Team Management calls the server directly (it needs signal). */
export async function listTeams(year: number): Promise<Team[]> {
  return (await api.get('admin/teams', { searchParams: { year } }).json<{ teams: Team[] }>()).teams;
}

export const { create: createTeam, remove: deleteTeam } = adminItems<Team, TeamInput>('teams');

/** Links members to camp accounts by name; reads linked_count. */
export function autoLinkTeam(id: string): Promise<AutoLinkResult> {
  return api.post(`admin/teams/${id}/auto-link`).json<AutoLinkResult>();
}
