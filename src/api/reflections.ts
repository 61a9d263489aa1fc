import { publicReflectionSchema, type PublicReflection } from '../../contracts/reflections';
import { api } from './client';

/** GET /admin/camps/{id}/reflections/public: a camp's public reflections (admins and organizers). */
export async function getCampMemories(campId: string): Promise<PublicReflection[]> {
  return publicReflectionSchema.array().parse(await api.get(`admin/camps/${campId}/reflections/public`).json());
}
