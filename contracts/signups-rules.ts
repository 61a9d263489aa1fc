/** The rules of sign-up sheets that the phone and the server both apply: the editor's limits and when a slot is full. */
import type { SignupSlot } from './signups.js';

export const SIGNUP_LIMITS = { title: 200, description: 2000, label: 200, slots: 50, capacity: 100 } as const;

/** A slot is full once the families holding it reach its capacity. */
export const isSlotFull = (slot: Pick<SignupSlot, 'taken' | 'capacity'>): boolean => slot.taken >= slot.capacity;
