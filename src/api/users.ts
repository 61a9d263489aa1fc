import type { DirectoryUser, User } from '../../contracts/profile';
import { api } from './client';

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  phone: string;
  emergency_contact: string;
  dietary_restrictions: string;
}

export async function getMe(): Promise<User> {
  const body = await api.get('users/me').json<{ user: User }>();
  return body.user;
}

export function updateMe(input: ProfileUpdate): Promise<{ profile: User['profile'] }> {
  return api.put('users/me', { json: input }).json<{ profile: User['profile'] }>();
}

/** GET /users/all: the camp directory (participants strip, member picker). */
export async function getAllUsers(): Promise<DirectoryUser[]> {
  const body = await api.get('users/all').json<{ users: DirectoryUser[] } | DirectoryUser[]>();
  return Array.isArray(body) ? body : body.users;
}
