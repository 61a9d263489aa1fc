import { z } from 'zod';
import { clientIdField } from './fields.js';
import { CAMP_LIMITS } from './camps-rules.js';

const contactInfoSchema = z.object({
  website: z.string().optional(),
  phone: z.string().optional(),
  whatsapp: z.string().optional(),
  counselors: z.array(z.object({ name: z.string(), phone: z.string() })).optional(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** GET /camps item (SPEC §3 Camp): dates are ISO times. */
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

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: (iss) => (isMissing(iss.input) ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional();

const isoTime = (label: string) =>
  z
    .string({ error: (iss) => (isMissing(iss.input) ? `${label} is required.` : `${label} must be a date.`) })
    .trim()
    .min(1, `${label} is required.`)
    .refine((s) => !Number.isNaN(Date.parse(s)), `${label} must be a date.`)
    .meta({ format: 'date' });

/** A web address with http(s) (SPEC §5: website must be a URL). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const WEBSITE_URL_MESSAGE = 'Website must be a URL (for example https://camp.example.org).';

const contactInputSchema = z.object({
  website: optionalText('Website', 300)
    .refine((v) => !v || isWebUrl(v), WEBSITE_URL_MESSAGE)
    .meta({ format: 'uri' }),
  phone: optionalText('Phone', 40),
  whatsapp: optionalText('WhatsApp', 40),
  counselors: z
    .array(
      z.object({ name: requiredText('Counselor name', 100), phone: z.string({ error: 'Counselor phone must be text.' }).trim().max(40) }),
    )
    .max(20, 'A camp lists at most 20 counselors.')
    .default([]),
});

/** Default camp year: this year (SPEC §9). */
const currentYear = () => new Date().getFullYear();

/**
 * POST /admin/camps and PUT /admin/camps/{id} (SPEC §5 Camp): name, year, location, address and both
 * dates required; the website a URL. The year defaults to this year, and a new camp to active.
 */
export const campInputSchema = z
  .object({
    id: clientIdField,
    name: requiredText('Name', CAMP_LIMITS.name),
    year: z.coerce
      .number({ error: 'Year must be a number.' })
      .int('Year must be a whole number.')
      .min(2000, 'Year must be 2000 or later.')
      .max(2100, 'Year must be 2100 or earlier.')
      .default(currentYear),
    location: requiredText('Location', 200),
    address: requiredText('Address', 300),
    start_date: isoTime('Start date'),
    end_date: isoTime('End date'),
    contact_info: contactInputSchema.default({ counselors: [] }),
    rules: z.string({ error: 'Rules must be text.' }).trim().max(5000).nullish(),
    image_url: z.string({ error: 'Image address must be text.' }).trim().max(500).nullish(),
    is_active: z.boolean({ error: 'Active must be true or false.' }).default(true),
  })
  .refine((c) => Date.parse(c.end_date) >= Date.parse(c.start_date), {
    message: 'The end date cannot be before the start date.',
    path: ['end_date'],
  });
export type CampInput = z.input<typeof campInputSchema>;

/** The camp the app shows (counselor contacts, Getting Here): the active one that starts last. */
export function activeCampOf<C extends Pick<Camp, 'is_active' | 'start_date'>>(camps: readonly C[]): C | undefined {
  return camps.filter((c) => c.is_active).sort((a, b) => b.start_date.localeCompare(a.start_date))[0];
}
