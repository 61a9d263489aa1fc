/**
 * `mutateAndWait(name, args)`, for the screens that must say what became of a change (an RSVP, a
 * sign-up claim): the change is made through the one door (a tap through `tap()`, so it still shows in
 * the next frame and is journaled), then, while the phone is online and the change waits, the outbox
 * drains at most twice (a drain already running may leave the row to the one it runs next).
 */
import type { MutationArgs, MutationName } from '../db/mutations';
import { mutateOrNothing } from '../db/mutate';
import { outcomeOf } from '../db/outcomes-repo';
import type { OutboxRow } from '../db/schema';
import { tap } from '../db/taps/tap';
import { isTapName, type TapArgs } from '../db/taps/tap-kinds';
import { requestDrain } from './schedule';

/** What became of a change: the server took it, refused it (its sentence in the camper's language), or it is kept for signal. */
export type ChangeAnswer = { state: 'sent' | 'kept'; row: OutboxRow } | { state: 'refused'; reason: string; code?: string; row: OutboxRow };

/**
 * Makes the change and waits for its answer. 'nothing': the phone's data leaves nothing to do (a claim
 * of a full slot); null: nothing goes to the server (it cancelled an unsent opposite change, or a tap
 * the phone could not keep, which the tap's own notice tells).
 */
export async function mutateAndWait<K extends MutationName>(name: K, args: MutationArgs[K]): Promise<ChangeAnswer | null | 'nothing'> {
  const row = isTapName(name) ? ((await tap(name, args as TapArgs<typeof name>)) ?? null) : await mutateOrNothing(name, args);
  if (row === null || row === 'nothing') return row;
  let outcome = await outcomeOf(row.id);
  for (let tries = 0; tries < 2 && outcome.state === 'waiting' && navigator.onLine; tries++) {
    await requestDrain();
    outcome = await outcomeOf(row.id);
  }
  if (outcome.state === 'refused') return { ...outcome, row };
  return { state: outcome.state === 'sent' ? 'sent' : 'kept', row };
}
