// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canPostIn } from '../../contracts/chat-rules';
import type { DirectoryUser } from '../../contracts/profile';
import {
  CHAT_TOAST_MS,
  canCreate,
  chatTexts,
  conversationTitle,
  draftError,
  memberCandidates,
  messageStatus,
  pickMember,
  previewText,
  searchConversations,
} from '../../src/db/chat/chat-rules';

const person = (id: string, first: string, last: string, role: DirectoryUser['role'] = 'camper'): DirectoryUser => ({
  id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}.${last.toLowerCase()}@camp.test`,
  role,
  avatar_url: null,
});
const people = [
  person('me', 'Maya', 'Reed'),
  person('u1', 'Sam', 'Kent'),
  person('u2', 'Ana', 'Samuels', 'admin'),
  person('u3', 'Leo', 'Park'),
];
const ids = (list: DirectoryUser[]) => list.map((u) => u.id);
const draft = (over: Partial<Parameters<typeof draftError>[0]>) => ({
  name: '',
  type: 'group' as const,
  member_ids: ['u1'],
  description: '',
  ...over,
});

describe('the member picker (SPEC §5)', () => {
  it('leaves out the current user and those already chosen', () => {
    expect(ids(memberCandidates(people, 'me', ['u3'], ''))).toEqual(['u1', 'u2']);
  });

  it('searches first name, last name and email, ignoring case', () => {
    expect(ids(memberCandidates(people, 'me', [], 'SAM'))).toEqual(['u1', 'u2']);
    expect(ids(memberCandidates(people, 'me', [], 'park'))).toEqual(['u3']);
    expect(ids(memberCandidates(people, 'me', [], 'LEO.PARK@CAMP'))).toEqual(['u3']);
    expect(ids(memberCandidates(people, 'me', [], 'maya'))).toEqual([]);
  });

  it('replaces the selection in direct mode and adds in group mode', () => {
    expect(pickMember('direct', ['u1'], 'u2')).toEqual(['u2']);
    expect(pickMember('group', ['u1'], 'u2')).toEqual(['u1', 'u2']);
    expect(pickMember('broadcast', ['u1'], 'u1')).toEqual(['u1']);
  });
});

describe('the new-conversation draft (SPEC §5)', () => {
  it('needs exactly one other member for a direct conversation', () => {
    expect(draftError(draft({ type: 'direct', member_ids: ['u1', 'u2'] }))).toBe('Direct conversations require exactly one other member');
    expect(draftError(draft({ type: 'direct', member_ids: ['u1'] }))).toBeNull();
  });

  it('needs a name for a group', () => {
    expect(draftError(draft({ type: 'group', name: '   ' }))).toBe('Group conversations require a name');
    expect(draftError(draft({ type: 'group', name: 'Cabin 4' }))).toBeNull();
  });

  it('keeps Create disabled without members', () => {
    expect(canCreate(draft({ member_ids: [] }))).toBe(false);
    expect(canCreate(draft({ member_ids: ['u1'] }))).toBe(true);
  });
});

describe('conversations and messages', () => {
  const member = (id: string, first: string, last: string) => ({
    user_id: id,
    User: { id, email: `${id}@camp.test`, profile: { first_name: first, last_name: last, avatar_url: null } },
  });
  const direct = {
    name: null,
    type: 'direct' as const,
    created_by: 'me',
    Members: [member('me', 'Maya', 'Reed'), member('u1', 'Sam', 'Kent')],
    Messages: [],
  };

  it('names a direct conversation after the other member', () => {
    expect(conversationTitle(direct, 'me')).toBe('Sam Kent');
    expect(conversationTitle({ ...direct, name: 'Canoe crew', type: 'group' }, 'me')).toBe('Canoe crew');
  });

  it('finds conversations by name, member or last message, ignoring case', () => {
    const preview = {
      ...direct,
      Messages: [{ id: 'm', conversation_id: 'c', sender_id: 'u1', content: 'Canoe at ten', type: 'text', created_at: '', read_at: null }],
    };
    expect(searchConversations([preview], 'me', 'KENT')).toHaveLength(1);
    expect(searchConversations([preview], 'me', 'canoe')).toHaveLength(1);
    expect(searchConversations([preview], 'me', 'hike')).toHaveLength(0);
    const crew = { ...direct, name: 'Canoe crew', type: 'group' as const };
    expect(searchConversations([crew], 'me', 'sam k')).toHaveLength(1);
    expect(searchConversations([crew], 'me', 'U1@CAMP')).toHaveLength(1);
  });

  it('previews the last message with who wrote it', () => {
    const sender = member('u1', 'Sam', 'Kent').User;
    const last = {
      id: 'm',
      conversation_id: 'c',
      sender_id: 'u1',
      content: 'Canoe at ten',
      type: 'text',
      created_at: '',
      read_at: null,
      Sender: sender,
    };
    expect(previewText(direct, 'me')).toBe('No messages yet');
    expect(previewText({ ...direct, Messages: [last] }, 'me')).toBe('Canoe at ten');
    expect(previewText({ type: 'group', Messages: [last] }, 'me')).toBe('Sam: Canoe at ten');
    expect(previewText({ type: 'group', Messages: [{ ...last, sender_id: 'me' }] }, 'me')).toBe('You: Canoe at ten');
  });

  it('lets only admins, organizers and the creator post to a broadcast', () => {
    const broadcast = { type: 'broadcast' as const, created_by: 'org' };
    expect(canPostIn(broadcast, { id: 'u1', role: 'camper' })).toBe(false);
    expect(canPostIn(broadcast, { id: 'u1', role: 'organizer' })).toBe(true);
    expect(canPostIn(broadcast, { id: 'org', role: 'camper' })).toBe(true);
    expect(canPostIn({ type: 'group', created_by: 'x' }, { id: 'u1', role: 'camper' })).toBe(true);
  });

  it('shows a message as waiting, read (read_at) or sent', () => {
    expect(messageStatus({ read_at: null, _pending: true })).toBe('waiting');
    expect(messageStatus({ read_at: '2026-09-05T10:00:00.000Z' })).toBe('read');
    expect(messageStatus({ read_at: null })).toBe('sent');
  });
});

describe('the chat texts (SPEC §8 Chat, §9)', () => {
  it('are exactly those of the spec, shown for 5 s', () => {
    const spec = [
      'Failed to load conversations',
      'Failed to load messages',
      'Failed to send message',
      'Failed to create conversation',
      'Failed to delete message',
      'Failed to leave conversation',
      'Conversation created successfully!',
      'Left conversation successfully',
    ];
    expect(Object.values(chatTexts)).toEqual(expect.arrayContaining(spec));
    expect(CHAT_TOAST_MS).toBe(5000);
  });
});
