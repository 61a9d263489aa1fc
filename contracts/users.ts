import { z } from 'zod';
import { roleSchema } from './common.js';

export const userStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const profileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  emergency_contact: z.string().nullable(),
  dietary_restrictions: z.string().nullable(),
  avatar_url: z.string().nullable(),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  must_change_password: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  avatar_url: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string().nullable().optional(),
  profile: profileSchema,
});
export type User = z.infer<typeof userSchema>;

/** GET /users/all entries. */
export const directoryUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: roleSchema,
  avatar_url: z.string().nullable(),
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;
