import { z } from 'zod';

export const contactInfoSchema = z.object({
  website: z.string().optional(),
  phone: z.string().optional(),
  whatsapp: z.string().optional(),
  counselors: z.array(z.object({ name: z.string(), phone: z.string() })).optional(),
});

export const campSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  name: z.string(),
  location: z.string(),
  address: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  contact_info: contactInfoSchema,
  rules: z.string().nullable(),
  image_url: z.string().nullable(),
  is_active: z.boolean(),
});
export type Camp = z.infer<typeof campSchema>;
