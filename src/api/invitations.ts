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
import { api } from './client';

/** POST /admin/invitations' body as sent (every field optional). */
export type InvitationRequest = z.input<typeof invitationInputSchema>;

/** Family invitations: the administrator's tool (online only) and the join page, straight to the server. */
export async function createInvitation(input: InvitationRequest): Promise<CreatedInvitation> {
  return createdInvitationSchema.parse(await api.post('admin/invitations', { json: input }).json());
}

export async function listInvitations(): Promise<Invitation[]> {
  return invitationListSchema.parse(await api.get('admin/invitations').json()).invitations;
}

/** Revoked at once: a later use of the link is refused. */
export async function revokeInvitation(id: string): Promise<void> {
  await api.delete(`admin/invitations/${id}`);
}

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
