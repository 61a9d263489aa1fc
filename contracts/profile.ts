import { z } from 'zod';
import { storedUpload } from './stored-upload.js';
import { roleSchema } from './common.js';
import { optionalText, requiredText } from './fields.js';

const userStatusSchema = z.enum(['pending', 'approved', 'rejected']);

const profileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  emergency_contact: z.string().nullable(),
  dietary_restrictions: z.string().nullable(),
  avatar_url: storedUpload().nullable(),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  must_change_password: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  avatar_url: storedUpload().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string().nullable().optional(),
  profile: profileSchema,
});
export type User = z.infer<typeof userSchema>;

/** GET /users/all entries: the part of a user every camper may see. */
export const directoryUserSchema = userSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  email: true,
  role: true,
  avatar_url: true,
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;

/** PUT /users/me: names are required when sent; blank optional fields are cleared. */
export const updateProfileRequestSchema = z.object({
  first_name: requiredText('First name').optional(),
  last_name: requiredText('Last name').optional(),
  phone: optionalText('Phone', 50),
  emergency_contact: optionalText('Emergency contact', 200),
  dietary_restrictions: optionalText('Dietary restrictions', 500),
});

/** GET /users/me answers `{ user }`; PUT /users/me answers `{ profile, user }`. */
export const meResponseSchema = z.object({ user: userSchema });
export const updateProfileResponseSchema = z.object({ profile: profileSchema, user: userSchema });

/** GET /users/all: approved campers, organizers and admins. */
export const directoryResponseSchema = z.object({ users: z.array(directoryUserSchema) });
