import { avatarResponseSchema, deletionResponseSchema, type AvatarResponse, type DeletionResponse } from '../../contracts/profile-account';
import { api } from './client';

/** POST /users/me/avatar (multipart field `avatar`): needs signal, the server checks and re-encodes it. */
export async function uploadAvatar(file: Blob, filename: string): Promise<AvatarResponse> {
  const form = new FormData();
  form.append('avatar', file, filename);
  return avatarResponseSchema.parse(await api.post('users/me/avatar', { body: form }).json());
}

/** GET /users/me/export: the whole JSON, as text to save. */
export function exportMyData(): Promise<string> {
  return api.get('users/me/export').text();
}

/** DELETE /users/me: the deletion request. */
export async function requestAccountDeletion(): Promise<DeletionResponse> {
  return deletionResponseSchema.parse(await api.delete('users/me').json());
}
