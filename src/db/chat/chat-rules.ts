/** Pure rules of chat (SPEC §4.6, §5): the member picker, the new-conversation draft, titles, message status. */
import { type Conversation, type ConversationType, type Message, type ReactionSummary } from '../../../contracts/chat';
import { draftProblem } from '../../../contracts/chat-rules';
import type { DirectoryUser } from '../../../contracts/profile';
import { i18next, texts } from '../../i18n';

/** The texts of chat (SPEC §8 Chat, exactly in English), and what the screen says while a change waits for signal; each read in the current language. */
export const chatTexts = texts({
  loadConversationsFailed: 'chat:toast.loadConversationsFailed',
  loadMessagesFailed: 'chat:toast.loadMessagesFailed',
  sendFailed: 'chat:toast.sendFailed',
  notKept: 'chat:toast.notKept',
  reactFailed: 'chat:toast.reactFailed',
  createFailed: 'chat:toast.createFailed',
  deleteFailed: 'chat:toast.deleteFailed',
  leaveFailed: 'chat:toast.leaveFailed',
  created: 'chat:toast.created',
  left: 'chat:toast.left',
  leaveWaiting: 'chat:toast.leaveWaiting',
  deleteWaiting: 'chat:toast.deleteWaiting',
  createWaiting: 'chat:toast.createWaiting',
});

/** Chat toasts clear after 5 s (SPEC §4.8, §9). */
export const CHAT_TOAST_MS = 5000;

/** Who the picker offers: not the current user, not those already chosen, matching first name, last name or email (any case). */
export function memberCandidates(
  users: readonly DirectoryUser[],
  selfId: string | undefined,
  chosen: readonly string[],
  query: string,
): DirectoryUser[] {
  const q = query.trim().toLowerCase();
  return users.filter(
    (u) =>
      u.id !== selfId &&
      !chosen.includes(u.id) &&
      (!q || [u.first_name, u.last_name, u.email].some((field) => field.toLowerCase().includes(q))),
  );
}

/** Picking a member: in direct mode it replaces the selection, otherwise it is added. */
export function pickMember(type: ConversationType, chosen: readonly string[], id: string): string[] {
  if (type === 'direct') return [id];
  return chosen.includes(id) ? [...chosen] : [...chosen, id];
}

export interface ConversationDraft {
  name: string;
  type: ConversationType;
  member_ids: string[];
  description: string;
}

/** The §5 message that blocks creating this draft, in the current language, or null when it may be created. */
export function draftError(draft: ConversationDraft): string | null {
  const problem = draftProblem(draft.type, draft.member_ids.length, draft.name);
  if (!problem) return null;
  return i18next.t(problem === 'direct_members' ? 'chat:draft.directMembers' : 'chat:draft.groupName');
}

/** Create stays disabled until at least one member is chosen. */
export const canCreate = (draft: ConversationDraft): boolean => draft.member_ids.length > 0;

/** The name shown for a conversation: its name, or for a direct one the other member's name. */
export function conversationTitle(conversation: Pick<Conversation, 'name' | 'type' | 'Members'>, selfId: string | undefined): string {
  if (conversation.name?.trim()) return conversation.name;
  const others = conversation.Members.filter((m) => m.user_id !== selfId).map((m) => m.User?.profile);
  const names = others.map((p) => (p ? `${p.first_name} ${p.last_name}`.trim() : '')).filter(Boolean);
  if (names.length > 0) return names.join(', ');
  return conversation.type === 'broadcast' ? i18next.t('chat:fallbackTitle.broadcast') : i18next.t('chat:fallbackTitle.conversation');
}

/** Conversations whose name, last message, or a member's name or email match the search (any case). */
export function searchConversations<C extends Pick<Conversation, 'name' | 'type' | 'Members' | 'Messages'>>(
  list: readonly C[],
  selfId: string | undefined,
  query: string,
): C[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((c) =>
    [
      conversationTitle(c, selfId),
      c.Messages[0]?.content ?? '',
      ...c.Members.flatMap((m) => (m.User ? [`${m.User.profile.first_name} ${m.User.profile.last_name}`, m.User.email] : [])),
    ].some((text) => text.toLowerCase().includes(q)),
  );
}

/** The list's preview: the last message, with who wrote it ('You', or the sender's first name outside direct chats). */
export function previewText(conversation: Pick<Conversation, 'type' | 'Messages'>, selfId: string | undefined): string {
  const last = conversation.Messages[0];
  if (!last) return i18next.t('chat:previewEmpty');
  const text = last.type === 'image' && !last.content ? i18next.t('chat:previewPhoto') : last.content;
  if (last.sender_id === selfId) return i18next.t('chat:previewOwn', { text });
  const first = last.Sender?.profile.first_name;
  return conversation.type !== 'direct' && first ? `${first}: ${text}` : text;
}

export type MessageStatus = 'waiting' | 'read' | 'sent';

/** A message still in the outbox is waiting; otherwise read when it has read_at, else sent (SPEC §4.6). */
export function messageStatus(message: Pick<Message, 'read_at'> & { _pending?: boolean }): MessageStatus {
  if (message._pending) return 'waiting';
  return message.read_at ? 'read' : 'sent';
}

/** The direct conversation with this person, if there is one on the phone. */
export function directConversationWith<C extends Pick<Conversation, 'id' | 'type' | 'Members'>>(
  list: readonly C[],
  personId: string,
): C | undefined {
  return list.find((c) => c.type === 'direct' && c.Members.some((m) => m.user_id === personId));
}

/** The six quick reactions a long press or a hover offers. */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

/** The reactions once the reader's own `emoji` is set on or off (set semantics: setting what is already so changes nothing). */
export function withReaction(reactions: readonly ReactionSummary[], emoji: string, on: boolean): ReactionSummary[] {
  const current = reactions.find((r) => r.emoji === emoji);
  if ((current?.mine ?? false) === on) return [...reactions];
  if (!current) return [...reactions, { emoji, count: 1, mine: true }];
  return reactions.map((r) => (r.emoji === emoji ? { ...r, count: r.count + (on ? 1 : -1), mine: on } : r)).filter((r) => r.count > 0);
}
