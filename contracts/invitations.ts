import { z } from 'zod';
import { roleSchema } from './common.js';
import { optionalText } from './fields.js';
import { HOUSEHOLD_LIMITS } from './households-rules.js';
import { DEVICE_CODE_RULES, INVITATION_LIMITS } from './invitations-rules.js';
import { userSchema } from './profile.js';
import { registerRequestSchema } from './auth.js';

/**
 * POST /admin/invitations: a household, existing (household_id) or new (household_name); without
 * either, the people who join belong to no household. uses defaults to the household's size (1 for a new
 * one), at most INVITATION_LIMITS.uses; expires_in_days to INVITATION_LIMITS.defaultDays.
 */
export const invitationInputSchema = z.object({
  household_id: z.uuid('Household must be a household id.').optional(),
  household_name: optionalText('Household name', HOUSEHOLD_LIMITS.name),
  role: roleSchema.optional(),
  uses: z
    .number({ error: 'Uses must be a number.' })
    .int('Uses must be a whole number.')
    .min(1, 'An invitation is for at least 1 person.')
    .max(INVITATION_LIMITS.uses, `An invitation is for at most ${INVITATION_LIMITS.uses} people.`)
    .optional(),
  expires_in_days: z
    .number({ error: 'Days must be a number.' })
    .int('Days must be a whole number.')
    .min(1, 'An invitation lasts at least 1 day.')
    .max(INVITATION_LIMITS.maxDays, `An invitation lasts at most ${INVITATION_LIMITS.maxDays} days.`)
    .optional(),
});

const joinedSchema = z.object({ id: z.string(), name: z.string(), joined_at: z.string() });

/** An invitation as the administrator sees it (the token itself is shown only when it is created). */
const invitationSchema = z.object({
  id: z.string(),
  household_id: z.string().nullable(),
  household_name: z.string().nullable(),
  role: roleSchema,
  uses: z.number().int(),
  uses_left: z.number().int(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  joined: z.array(joinedSchema),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** 201 to POST /admin/invitations: the link's token and address, shown this once. */
export const createdInvitationSchema = z.object({
  id: z.string(),
  token: z.string(),
  url: z.string(),
  uses_left: z.number().int(),
  expires_at: z.string(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/** GET /admin/invitations. */
export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });

/** POST /admin/invitations/{id}/email: sends the link to one address. */
export const invitationEmailSchema = z.object({
  email: registerRequestSchema.shape.email,
  language: z.enum(['en', 'es', 'fr'], { error: 'Language must be en, es or fr.' }).optional(),
});

/** GET /invitations/{token}: what the join page shows. An unknown token answers as an expired one does. */
export const invitationPreviewSchema = z.object({
  household_name: z.string().nullable(),
  usable: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /invitations/{token}/register: the register form's fields; answers 201 with a signed-in session. */
export const invitationRegisterSchema = registerRequestSchema.omit({ referred_by: true });
export const invitationSessionSchema = z.object({ token: z.string(), user: userSchema });

/** POST /auth/device-codes (signed in): 201. */
export const deviceCodeSchema = z.object({ code: z.string(), expires_at: z.string() });
export type DeviceCode = z.infer<typeof deviceCodeSchema>;

const codeSentence = `Enter the ${DEVICE_CODE_RULES.digits}-digit code.`;

/** POST /auth/device-codes/exchange: 200 with a session, or 400 with a sentence. */
export const deviceCodeExchangeSchema = z.object({
  code: z
    .string({ error: codeSentence })
    .trim()
    .regex(new RegExp(`^\\d{${DEVICE_CODE_RULES.digits}}$`), codeSentence),
});
