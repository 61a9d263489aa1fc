/** The socket's word that a roll call's board changed (to organizers and admins) goes into Dexie, where the board watches it. */
import { rollCallChangedSchema } from '../../contracts/rollcalls';
import { noteBoardChanged } from '../db/rollcalls/rollcalls-store';

/** Stores the change when `data` is one; false when it is something else. */
export function applyRollCallEvent(data: unknown): boolean {
  let parsed: unknown;
  try {
    parsed = typeof data === 'string' ? JSON.parse(data) : data;
  } catch {
    return false;
  }
  const event = rollCallChangedSchema.safeParse(parsed);
  if (!event.success) return false;
  void noteBoardChanged(event.data.roll_call_id).catch((err: unknown) => console.warn('roll call: change not stored', err));
  return true;
}
