import type { Camp, CampInput } from '../../contracts/camps';
import { adminItems, api } from './client';

/** GET /camps: every camp when signed in; a visitor gets the active camp (its counselor contacts). */
export function listCamps(): Promise<Camp[]> {
  return api.get('camps').json<Camp[]>();
}

/** Camp Management calls the server directly (it needs signal). */
export const { create: createCamp, update: updateCamp, remove: deleteCamp } = adminItems<Camp, CampInput>('camps');
