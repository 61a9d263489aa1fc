import type { Camp, CampInput } from '../../contracts/camps';
import { api } from './client';

/** GET /camps: every camp when signed in; a visitor gets the active camp (its counselor contacts). */
export function listCamps(): Promise<Camp[]> {
  return api.get('camps').json<Camp[]>();
}

/** Camp Management calls the server directly (it needs signal). */
export function createCamp(input: CampInput): Promise<Camp> {
  return api.post('admin/camps', { json: input }).json<Camp>();
}

export function updateCamp(id: string, input: CampInput): Promise<Camp> {
  return api.put(`admin/camps/${id}`, { json: input }).json<Camp>();
}

export async function deleteCamp(id: string): Promise<void> {
  await api.delete(`admin/camps/${id}`);
}
