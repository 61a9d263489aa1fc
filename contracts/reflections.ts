import { z } from 'zod';
import { storedUpload } from './stored-upload.js';
import { requiredText } from './fields.js';

const REFLECTION_MAX = 2000;

export const reflectionSchema = z.object({
  id: z.string(),
  camp_id: z.string(),
  high: z.string(),
  low: z.string(),
  glitter: z.string(),
  is_public: z.boolean(),
  submitted_at: z.string(),
  camp: z.object({ name: z.string(), year: z.number().int() }),
});
export type Reflection = z.infer<typeof reflectionSchema>;

/** GET /reflections/camps: the camps one may reflect on. */
export const reflectionCampSchema = z.object({ id: z.string(), name: z.string(), year: z.number().int() });
export type ReflectionCamp = z.infer<typeof reflectionCampSchema>;

/** POST /reflections creates or updates the person's one reflection for the camp (SPEC §5: all three required). */
export const saveReflectionSchema = z.object({
  /** The phone's id for a reflection written offline (DECISIONS 10); an existing reflection keeps its own. */
  id: z.string().uuid('id must be a UUID.').optional(),
  camp_id: z.string({ error: 'Please choose a camp.' }).uuid('Please choose a camp.'),
  high: requiredText('High', REFLECTION_MAX),
  low: requiredText('Low', REFLECTION_MAX),
  glitter: requiredText('Glitter', REFLECTION_MAX),
  is_public: z.boolean({ error: 'is_public must be true or false.' }).default(false),
});

const reflectionAuthorSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: storedUpload().nullable(),
});

/** GET /admin/camps/{id}/reflections: who submitted; the content only where public. */
export const submissionSchema = z.object({
  id: z.string(),
  user: reflectionAuthorSchema,
  is_public: z.boolean(),
  submitted_at: z.string(),
  high: z.string().nullable(),
  low: z.string().nullable(),
  glitter: z.string().nullable(),
});
export type ReflectionSubmission = z.infer<typeof submissionSchema>;

/** GET /admin/camps/{id}/reflections/public: the camp's public reflections (admins and organizers). */
export const publicReflectionSchema = reflectionSchema.extend({ user: reflectionAuthorSchema });
export type PublicReflection = z.infer<typeof publicReflectionSchema>;
