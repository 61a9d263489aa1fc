import { useState } from 'react';
import type { Household } from '../../../../contracts/households';
import type { Invitation } from '../../../../contracts/invitations';
import type { InvitationsTool } from './use-invitations';
import { defaultUses, invitationState } from './invitation-state';

/** The households with no active invitation. */
function householdsWithout(households: Household[], invitations: Invitation[]): Household[] {
  const covered = new Set(invitations.filter((i) => invitationState(i) === 'active').map((i) => i.household_id));
  return households.filter((h) => !covered.has(h.id));
}

/** "Create invitations for the households that have none": one each, its uses the household's size; answers how many, or the sentence why it stopped. */
export function useMissingInvitations(tool: InvitationsTool) {
  const [busy, setBusy] = useState(false);
  async function createMissing(): Promise<{ count: number; error?: string }> {
    setBusy(true);
    let count = 0;
    try {
      for (const household of householdsWithout(tool.households.items, tool.invitations.items)) {
        const answer = await tool.create({ household_id: household.id, uses: defaultUses(household) });
        if ('error' in answer) return { count, error: answer.error };
        count += 1;
      }
      return { count };
    } finally {
      setBusy(false);
    }
  }
  return { busy, createMissing };
}
