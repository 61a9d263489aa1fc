import type { DirectoryUser, User } from '../../contracts/profile.js';
import type { UserRow } from '../auth/repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The SPEC §3 User: flat names and avatar plus the normalized profile. Never the password hash. */
export function serializeUser(u: UserRow): User {
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    status: u.status,
    must_change_password: u.mustChangePassword,
    last_login_at: iso(u.lastLoginAt),
    created_at: u.createdAt.toISOString(),
    avatar_url: u.avatarUrl,
    first_name: u.firstName,
    last_name: u.lastName,
    date_of_birth: u.dateOfBirth,
    profile: {
      first_name: u.firstName,
      last_name: u.lastName,
      phone: u.phone,
      emergency_contact: u.emergencyContact,
      dietary_restrictions: u.dietaryRestrictions,
      avatar_url: u.avatarUrl,
    },
  };
}

/** A GET /users/all entry. */
export function serializeDirectoryUser(u: UserRow): DirectoryUser {
  return { id: u.id, first_name: u.firstName, last_name: u.lastName, email: u.email, role: u.role, avatar_url: u.avatarUrl };
}
