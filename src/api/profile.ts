import { avatarResponseSchema, deletionResponseSchema, type AvatarResponse, type DeletionResponse } from '../../contracts/profile-account';
import type { CreateUserRequest } from '../../contracts/profile-admin';
import type { Role } from '../../contracts/common';
import type { User } from '../../contracts/profile';
import { api } from './client';

// The camper's own account: what needs the server (the rest of the profile goes through the outbox).

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

// User Management (administrators, online only).

export async function listUsers(): Promise<User[]> {
  const body = await api.get('admin/users').json<User[] | { users: User[] }>();
  return Array.isArray(body) ? body : body.users;
}

/** POST /admin/users (SPEC §3 admin-created user); the app always sends must_change_password true. */
export function createUser(input: CreateUserRequest): Promise<unknown> {
  return api.post('admin/users', { json: input }).json();
}

export async function deleteUser(id: string): Promise<void> {
  await api.delete(`admin/users/${id}`);
}

export async function setUserRole(id: string, role: Role): Promise<void> {
  await api.put(`admin/users/${id}/role`, { json: { role } });
}

/** PUT /admin/users/{id}/password: answers `{ message, user }` with the user as it now is. */
export async function resetUserPassword(id: string, password: string, must_change_password: boolean): Promise<User | undefined> {
  const body = await api.put(`admin/users/${id}/password`, { json: { password, must_change_password } }).json<{ user?: User }>();
  return body.user;
}

export async function approveUser(id: string): Promise<void> {
  await api.post(`admin/users/${id}/approve`);
}

export async function rejectUser(id: string): Promise<void> {
  await api.post(`admin/users/${id}/reject`);
}
