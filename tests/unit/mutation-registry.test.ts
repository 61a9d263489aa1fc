// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxRequest } from '../../contracts/commands';
import { mutate } from '../../src/db/mutate';
import { isMutationName, mutations, settleAnswer, type MutationArgs, type MutationName } from '../../src/db/mutations';
import type { Planned } from '../../src/db/mutations/define';
import { chatMutations } from '../../src/db/chat/chat-mutations';
import { eventMutations } from '../../src/db/events/events-mutations';
import { feedMutations } from '../../src/db/feed/feed-mutations';
import { mapMutations } from '../../src/db/map/map-mutations';
import { pollMutations } from '../../src/db/polls/polls-mutations';
import { ruleMutations } from '../../src/db/rules/rules-mutations';
import { db, type OutboxRow } from '../../src/db/schema';
import { resetDb } from './support/outbox-fixtures';

/** Every kind of change, written out: the type below fails to compile when MutationArgs gains a name this list lacks. */
const names = [
  'feed.like',
  'feed.comment',
  'feed.create',
  'feed.delete',
  'events.rsvp',
  'events.waitlist',
  'polls.vote',
  'packing.tick',
  'chat.start',
  'chat.send',
  'chat.react',
  'chat.delete',
  'chat.read',
  'chat.leave',
  'rules.create',
  'rules.update',
  'rules.delete',
  'map.create',
  'map.update',
  'map.delete',
  'notifications.read',
  'notifications.remove',
  'notifications.readAll',
  'notifications.clear',
  'profile.update',
  'reflections.save',
  'reflections.delete',
  'signups.claim',
  'rollcalls.answer',
] as const satisfies readonly MutationName[];
const everyNameListed: [Exclude<MutationName, (typeof names)[number]>] extends [never] ? true : false = true;

type Registry = typeof mutations;

// These are checked by `tsc -p tsconfig.app.json`; they are never called.
export const typeChecks = {
  misspeltName: () =>
    // @ts-expect-error a misspelt name is not a kind of change
    mutate('feed.likes', { postId: 'p1', liked: true }),
  wrongArguments: () =>
    // @ts-expect-error each name takes its own arguments
    mutate('events.rsvp', { pollId: 'p1', optionId: 'o1' }),
  missingEntry: (): Registry =>
    // @ts-expect-error a registry without 'packing.tick' is not a registry
    ({ ...feedMutations, ...eventMutations, ...pollMutations, ...chatMutations, ...ruleMutations, ...mapMutations }),
  entryUnderTheWrongName: (): Registry => ({
    ...mutations,
    // @ts-expect-error an entry must take the arguments of its name
    'events.rsvp': mutations['polls.vote'],
  }),
  argsOfAName: (): MutationArgs['packing.tick'] => ({ id: 1, checked: true }),
  // The wire: a change calls a command declared in contracts/ with the body that command reads.
  bodyNoRouteReads: () =>
    // @ts-expect-error the register routes read no body: the method says it
    outboxRequest('events.register', { id: 'e1', body: { registered: true } }),
  fieldNoRouteReads: () =>
    // @ts-expect-error a like sends its state and nothing else
    outboxRequest('feed.like', { id: 'p1', body: { liked: true, likes: 3 } }),
  bodyMissing: () =>
    // @ts-expect-error a tick sends the desired state
    outboxRequest('packing.tick', { id: 1 }),
  commandNoAreaDeclares: () =>
    // @ts-expect-error no such command
    outboxRequest('events.rsvp', { id: 'e1' }),
  pathParameterMissing: () =>
    // @ts-expect-error the path names the message
    outboxRequest('chat.message.delete', { id: 'c1' }),
  requestNotFromTheWire: (): Planned['request'] =>
    // @ts-expect-error a plan's request is made by outboxRequest, checked against the routes
    ({ method: 'POST', path: '/posts/p1/like', body: { liked: true } }),
};

beforeEach(() => resetDb());

describe('the mutation registry', () => {
  it('has exactly one entry per kind of change, each able to plan and apply it', () => {
    expect(everyNameListed).toBe(true);
    expect(Object.keys(mutations).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(isMutationName(name)).toBe(true);
      expect(typeof mutations[name].plan).toBe('function');
      expect(typeof mutations[name].apply).toBe('function');
    }
    expect(isMutationName('feed.likes')).toBe(false);
    expect(isMutationName('toString')).toBe(false);
  });

  it('names the kind and keeps the arguments on the queued row, so the answer reaches the right settle step', async () => {
    const row = await mutate('packing.tick', { id: 2, checked: true });
    expect(row).toMatchObject({ kind: 'packing.tick', args: { id: 2, checked: true }, label: "Tick 'Item 2'" });
    expect(await db.outbox.get(row?.id ?? '')).toMatchObject({ kind: 'packing.tick', args: { id: 2, checked: true } });
  });

  it('settles an answer only through a known kind', async () => {
    const answer = { id: 2, item_name: 'From the server', category: 'Gear', is_checked: true, is_essential: true };
    const row = (kind: string): OutboxRow => ({
      id: kind,
      seq: 1,
      entity: 'packing:2',
      method: 'PUT',
      path: '/packing/2',
      coalesce: 'set',
      undo: [],
      kind,
      args: { id: 2, checked: true },
      label: 'Tick',
      state: 'sending',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: '',
    });
    await settleAnswer(row('packing.tock'), answer);
    expect((await db.packing.get(2))?.item_name).toBe('Item 2');
    await settleAnswer(row('packing.tick'), answer);
    expect(await db.packing.get(2)).toEqual(answer);
  });
});
