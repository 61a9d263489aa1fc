import type { User } from '../../../contracts/profile';

/** The personal info a camper edits on Profile (SPEC §7 PUT /users/me). */
export interface ProfileFields {
  first_name: string;
  last_name: string;
  phone: string | null;
  emergency_contact: string | null;
  dietary_restrictions: string | null;
}

/** As the server stores them: trimmed, and a blank optional field cleared (null). */
export function normalizeProfile(input: { [K in keyof ProfileFields]: string | null }): ProfileFields {
  const optional = (v: string | null) => v?.trim() || null;
  return {
    first_name: (input.first_name ?? '').trim(),
    last_name: (input.last_name ?? '').trim(),
    phone: optional(input.phone),
    emergency_contact: optional(input.emergency_contact),
    dietary_restrictions: optional(input.dietary_restrictions),
  };
}

export function profileFieldsOf(user: User): ProfileFields {
  const p = user.profile;
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    phone: p.phone,
    emergency_contact: p.emergency_contact,
    dietary_restrictions: p.dietary_restrictions,
  };
}

/** The user record with the fields changed (names live both flat and in the profile). */
export function withProfile(user: User, fields: ProfileFields): User {
  return { ...user, first_name: fields.first_name, last_name: fields.last_name, profile: { ...user.profile, ...fields } };
}
