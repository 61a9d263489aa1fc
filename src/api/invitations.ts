import {
  createdInvitationSchema,
  invitationListSchema,
  invitationPreviewSchema,
  invitationSessionSchema,
  type CreatedInvitation,
  type Invitation,
  invitationInputSchema,
  type InvitationPreview,
} from '../../contracts/invitations';
import type { z } from 'zod';
import type { Language } from '../i18n/languages';
import type { RegisterInput } from './auth';
import { adminSecrets } from './admin-secrets';
import { api } from './client';

/** POST /admin/invitations' body as sent (every field optional). */
export type InvitationRequest = z.input<typeof invitationInputSchema>;

/** Family invitations: the administrator's tool (a revoked link is refused at its next use), straight to the server. */
export const invitationsApi = adminSecrets<InvitationRequest, CreatedInvitation, Invitation>('admin/invitations', {
  created: (answer) => createdInvitationSchema.parse(answer),
  list: (answer) => invitationListSchema.parse(answer).invitations,
});

export async function emailInvitation(id: string, email: string, language: Language): Promise<void> {
  await api.post(`admin/invitations/${id}/email`, { json: { email, language } });
}

/** What the join page shows: the household's name and whether the link can still be used. */
export async function invitationPreview(token: string): Promise<InvitationPreview> {
  return invitationPreviewSchema.parse(await api.get(`invitations/${encodeURIComponent(token)}`).json());
}

/** Registers through the link: an approved account in the household, answered with its session. */
export async function registerByInvitation(token: string, input: Omit<RegisterInput, 'referred_by'>) {
  return invitationSessionSchema.parse(await api.post(`invitations/${encodeURIComponent(token)}/register`, { json: input }).json());
}
