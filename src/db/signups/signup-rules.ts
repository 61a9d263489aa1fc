import type { SignupSheet, SignupSlot } from '../../../contracts/signups';
import { isSlotFull } from '../../../contracts/signups-rules';

/** Whether the family can claim it now (theirs already, or a place left). */
export const canClaim = (slot: Pick<SignupSlot, 'taken' | 'capacity' | 'mine'>): boolean => slot.mine || !isSlotFull(slot);

/** How many of a sheet's slots still have a place. */
export const openSlots = (sheet: Pick<SignupSheet, 'slots'>): number => sheet.slots.filter((s) => !isSlotFull(s)).length;

/** The sheet as it reads once the family has claimed or released the slot: its count moves at once, before any server answers. */
export function withClaim<T extends Pick<SignupSheet, 'slots'>>(sheet: T, slotId: string, claimed: boolean): T {
  return {
    ...sheet,
    slots: sheet.slots.map((slot) =>
      slot.id !== slotId || slot.mine === claimed ? slot : { ...slot, mine: claimed, taken: Math.max(0, slot.taken + (claimed ? 1 : -1)) },
    ),
  };
}
