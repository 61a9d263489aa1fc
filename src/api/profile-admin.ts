import type { CreateUserRequest } from '../../contracts/profile-admin';
import type { Role } from '../../contracts/common';
import type { User } from '../../contracts/profile';
import { api } from './client';

/** POST /admin/users (SPEC §3 admin-created user); the app always sends must_change_password true. */
export type NewUserInput = CreateUserRequest;

export async function listUsers(): Promise<User[]> {
  const body = await api.get('admin/users').json<User[] | { users: User[] }>();
  return Array.isArray(body) ? body : body.users;
}

export function createUser(input: NewUserInput): Promise<unknown> {
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
