// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Invitation } from '../../../contracts/invitations';
import { defaultUses, invitationState, sheetCards } from '../../../src/features/invitations/admin/invitation-state';

const now = Date.parse('2026-07-01T12:00:00Z');
const invitation = (id: string, extra: Partial<Invitation> = {}): Invitation => ({
  id,
  household_id: 'h1',
  household_name: 'The Rivers',
  role: 'camper',
  uses: 3,
  uses_left: 3,
  expires_at: '2026-07-31T12:00:00Z',
  revoked_at: null,
  created_at: '2026-06-01T12:00:00Z',
  joined: [],
  ...extra,
});

describe("an invitation's state", () => {
  it('is revoked before expired before used up before active', () => {
    expect(invitationState(invitation('a'), now)).toBe('active');
    expect(invitationState(invitation('a', { uses_left: 0 }), now)).toBe('usedUp');
    expect(invitationState(invitation('a', { uses_left: 0, expires_at: '2026-06-30T12:00:00Z' }), now)).toBe('expired');
    expect(invitationState(invitation('a', { expires_at: '2026-06-30T12:00:00Z', revoked_at: '2026-06-02T00:00:00Z' }), now)).toBe(
      'revoked',
    );
  });

  it("defaults its uses to the household's member accounts, at least 1 and at most 20", () => {
    const household = (members: number) => ({
      id: 'h',
      name: 'H',
      children: 2,
      members: Array.from({ length: members }, (_, i) => ({ id: `${i}`, name: `${i}` })),
    });
    expect(defaultUses(undefined)).toBe(1);
    expect(defaultUses(household(0))).toBe(1);
    expect(defaultUses(household(4))).toBe(4);
    expect(defaultUses(household(25))).toBe(20);
  });
});

describe('the printed sheet', () => {
  it('prints per household its newest active invitation whose link this device holds, and each household-less one', () => {
    const older = invitation('old', { created_at: '2026-06-01T00:00:00Z' });
    const newer = invitation('new', { created_at: '2026-06-05T00:00:00Z' });
    const elsewhere = invitation('elsewhere', { household_id: 'h2', created_at: '2026-06-09T00:00:00Z' });
    const spent = invitation('spent', { household_id: 'h3', uses_left: 0 });
    const loose = [invitation('loose1', { household_id: null }), invitation('loose2', { household_id: null })];
    const links = { old: 'u1', new: 'u2', spent: 'u3', loose1: 'u4', loose2: 'u5' };
    const ids = sheetCards([older, newer, elsewhere, spent, ...loose], links, now).map((i) => i.id);
    expect(ids.sort()).toEqual(['loose1', 'loose2', 'new']);
  });
});
