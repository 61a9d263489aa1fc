/**
 * The mutation registry: every kind of change the app makes, by name. Screens reach it through
 * `mutate(name, args)` (src/db/mutate.ts), which loads it on first use; `queueChange` plans the
 * change, applies it optimistically and queues it in one transaction (src/db/outbox.ts); the drain
 * sends it and calls `settleAnswer` with the server's answer. A new kind of change is one
 * `defineMutation` entry in its area's file: `MutationName` and `MutationArgs` are read off the
 * registry, so a misspelt name or the wrong arguments are type errors.
 */
import { englishLabel } from '../change-label';
import { enqueue } from '../outbox';
import { withReconnect } from '../reconnect';
import type { OutboxRow } from '../schema';
import { chatMutations } from '../chat/chat-mutations';
import type { MutationDef } from './define';
import { eventMutations } from '../events/events-mutations';
import { feedMutations } from '../feed/feed-mutations';
import { mapMutations } from '../map/map-mutations';
import { notificationMutations } from '../notifications/notifications-mutations';
import { packingMutations } from '../packing/packing-mutations';
import { pollMutations } from '../polls/polls-mutations';
import { profileMutations } from '../profile/profile-mutations';
import { reflectionMutations } from '../reflections/reflections-mutations';
import { rollCallMutations } from '../rollcalls/rollcalls-mutations';
import { ruleMutations } from '../rules/rules-mutations';
import { signupMutations } from '../signups/signups-mutations';

export const mutations = {
  ...feedMutations,
  ...eventMutations,
  ...pollMutations,
  ...packingMutations,
  ...chatMutations,
  ...ruleMutations,
  ...mapMutations,
  ...notificationMutations,
  ...profileMutations,
  ...reflectionMutations,
  ...signupMutations,
  ...rollCallMutations,
};

/** Every kind of change, e.g. 'feed.like'. */
export type MutationName = keyof typeof mutations;

/** Every kind's arguments, as its entry's `plan` takes them. */
export type MutationArgs = { [K in MutationName]: (typeof mutations)[K] extends MutationDef<infer Args> ? Args : never };

/**
 * Plans the change and queues it with its optimistic change: 'nothing' when the phone's data leaves
 * nothing to do, null when it cancelled an unsent opposite change, else the queued row.
 */
export async function queueChange<K extends MutationName>(name: K, args: MutationArgs[K]): Promise<OutboxRow | null | 'nothing'> {
  const def = mutations[name] as MutationDef<MutationArgs[K]>;
  // Planning only reads: after a lost connection it reads again on a fresh one (src/db/reconnect.ts).
  const planned = await withReconnect(() => def.plan(args));
  if (!planned) return 'nothing';
  return enqueue(
    {
      ...planned.request,
      entity: planned.entity,
      coalesce: planned.coalesce,
      baseline: planned.baseline,
      state: planned.state,
      solo: planned.solo,
      label: englishLabel(planned.label),
      labelKey: planned.label,
      kind: name,
      args,
    },
    () => def.apply(args),
  );
}

export function isMutationName(name: unknown): name is MutationName {
  return typeof name === 'string' && Object.hasOwn(mutations, name);
}

/**
 * Stores the server's answer to an accepted row through its kind's settle step (rows of no known kind
 * have none); true when what it stored is the row's whole new state (`answerIsRow`).
 */
export async function settleAnswer(row: OutboxRow, answer: unknown): Promise<boolean> {
  if (!isMutationName(row.kind)) return false;
  const def = mutations[row.kind] as MutationDef<unknown>;
  await def.settle?.(answer, row.args, row);
  return def.answerIsRow === true;
}
