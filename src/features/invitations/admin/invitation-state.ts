import type { Household } from '../../../../contracts/households';
import type { Invitation } from '../../../../contracts/invitations';
import { INVITATION_LIMITS } from '../../../../contracts/invitations-rules';

type InvitationState = 'active' | 'usedUp' | 'expired' | 'revoked';

/** What an invitation's link does now: revoked first, then expired, then used up. */
export function invitationState(invitation: Invitation, now = Date.now()): InvitationState {
  if (invitation.revoked_at) return 'revoked';
  if (Date.parse(invitation.expires_at) <= now) return 'expired';
  if (invitation.uses_left <= 0) return 'usedUp';
  return 'active';
}

/** An invitation's default number of uses, as the server counts it: the household's member accounts, at least 1, at most the limit. */
export function defaultUses(household: Household | undefined): number {
  const size = household?.members.length ?? 1;
  return Math.min(INVITATION_LIMITS.uses, Math.max(1, size));
}

/** The printed sheet's cards: per household, its newest active invitation whose link this device holds. */
export function sheetCards(invitations: Invitation[], links: Record<string, string>, now = Date.now()): Invitation[] {
  const byHousehold = new Map<string, Invitation>();
  for (const invitation of invitations) {
    if (invitationState(invitation, now) !== 'active' || !links[invitation.id]) continue;
    const key = invitation.household_id ?? invitation.id;
    const kept = byHousehold.get(key);
    if (!kept || kept.created_at < invitation.created_at) byHousehold.set(key, invitation);
  }
  return [...byHousehold.values()];
}
