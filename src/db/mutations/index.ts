/**
 * The mutation registry: every kind of change the app makes, by name. `mutate(name, args)` plans the
 * change, applies it optimistically and queues it in one transaction (src/db/outbox.ts); the drain
 * sends it and calls `settleAnswer` with the server's answer. A new kind of change is one entry in
 * `MutationArgs` and one in `mutations` (a missing or misspelt one is a type error).
 */
import { englishLabel } from '../change-label';
import { enqueue } from '../outbox';
import { withReconnect } from '../reconnect';
import type { OutboxRow } from '../schema';
import { chatMutations, type DeleteMessageArgs, type LeaveArgs, type SendMessageArgs } from './chat';
import { eventMutations, type RsvpArgs } from './events';
import { feedMutations, type CommentArgs, type CreatePostArgs, type DeletePostArgs, type LikeArgs } from './feed';
import { packingMutations, type TickArgs } from './packing';
import { pollMutations, type VoteArgs } from './polls';
import { notificationMutations, type InboxBulkArgs, type NoticeArgs } from './notifications';
import { mapMutations, type DeleteLocationArgs, type SaveLocationArgs } from './map';
import { ruleMutations, type DeleteRuleArgs, type SaveRuleArgs } from './rules';
import { profileMutations, type ProfileUpdateArgs } from './profile';
import { reflectionMutations, type DeleteReflectionArgs, type SaveReflectionArgs } from './reflections';
import type { MutationDef } from './types';

/** Every kind of change and its arguments. */
export interface MutationArgs {
  'post.like': LikeArgs;
  'post.comment': CommentArgs;
  'post.create': CreatePostArgs;
  'post.delete': DeletePostArgs;
  'event.rsvp': RsvpArgs;
  'poll.vote': VoteArgs;
  'packing.tick': TickArgs;
  'message.send': SendMessageArgs;
  'message.delete': DeleteMessageArgs;
  'conversation.leave': LeaveArgs;
  'rule.create': SaveRuleArgs;
  'rule.update': SaveRuleArgs;
  'rule.delete': DeleteRuleArgs;
  'map.create': SaveLocationArgs;
  'map.update': SaveLocationArgs;
  'map.delete': DeleteLocationArgs;
  'notification.read': NoticeArgs;
  'notification.remove': NoticeArgs;
  'notification.readAll': InboxBulkArgs;
  'notification.clear': InboxBulkArgs;
  'profile.update': ProfileUpdateArgs;
  'reflection.save': SaveReflectionArgs;
  'reflection.delete': DeleteReflectionArgs;
}

export type MutationName = keyof MutationArgs;

export const mutations: { [K in MutationName]: MutationDef<MutationArgs[K]> } = {
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
};

/** Makes a change: shown at once, queued, sent when there is signal. Null when there was nothing to do. */
export async function mutate<K extends MutationName>(name: K, args: MutationArgs[K]): Promise<OutboxRow | null> {
  const made = await mutateOrNothing(name, args);
  return made === 'nothing' ? null : made;
}

/**
 * `mutate`, telling apart a change its plan refused ('nothing': the phone's data leaves nothing to do,
 * such as an RSVP to a full event) from one that cancelled an unsent opposite change (null: kept).
 */
export async function mutateOrNothing<K extends MutationName>(name: K, args: MutationArgs[K]): Promise<OutboxRow | null | 'nothing'> {
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

/** Stores the server's answer to an accepted row through its kind's settle step (rows of no known kind have none). */
export async function settleAnswer(row: OutboxRow, answer: unknown): Promise<void> {
  if (!isMutationName(row.kind)) return;
  const def = mutations[row.kind] as MutationDef<unknown>;
  await def.settle?.(answer, row.args, row);
}
