/**
 * Chat changes, under the entity 'conversation:<id>', so they show at once (marked `_pending`),
 * work offline and reach the server once, in the order made: a message typed into a conversation
 * started offline follows its creation. Conversations and messages carry a client id.
 */
import { outboxRequest, outboxUpload } from '../../../contracts/commands';
import {
  conversationSchema,
  messageSchema,
  reactionResultSchema,
  replyQuote,
  type ChatUser,
  type ConversationType,
} from '../../../contracts/chat';
import { LOCAL_BLOB_PREFIX } from '../feed/feed-page';
import { withReaction } from './chat-rules';
import { tokenSubject } from '../../lib/token-subject';
import {
  moveConversation,
  putConversation,
  readUpTo,
  refreshPreview,
  removeConversation,
  removeMessage,
  storeMessage,
  unreadOf,
} from './chat-store';
import { db, type UndoStep } from '../schema';
import { getSessionToken } from '../auth/session-repo';
import { defineArea } from '../mutations/area-names';
import { addRow, changeRow, defineMutation } from '../mutations/define';

const conversationEntity = (id: string) => `conversation:${id}`;

/** The conversation as it was, to put back if the change is refused. */
async function withConversation(conversationId: string, undo: UndoStep[]): Promise<UndoStep[]> {
  const conversation = await db.conversations.get(conversationId);
  return conversation ? [...undo, { table: 'conversations', key: conversationId, value: conversation }] : undo;
}

/** Others' messages of the conversation after the signed-in person's last read (none when no one is signed in). */
async function unreadFromOthers(conversationId: string) {
  const me = tokenSubject(await getSessionToken());
  const conversation = await db.conversations.get(conversationId);
  if (!me || !conversation) return [];
  return unreadOf(conversation, me).toArray();
}

export const chatMutations = defineArea('chat', {
  /** A new conversation, made with the phone's id (the server keeps it) and shown at once. */
  start: defineMutation<{
    id: string;
    name: string | null;
    type: ConversationType;
    description: string | null;
    member_ids: string[];
    /** The signed-in person, its first member. */
    creator: ChatUser;
  }>({
    async plan({ id, name, type, description, member_ids }) {
      return {
        entity: conversationEntity(id),
        request: outboxRequest('chat.conversation.create', { body: { id, name, type, member_ids, description } }),
        coalesce: 'append',
        // A direct conversation the server already had comes back under its own id: what follows is sent there.
        solo: true,
        label: { key: 'outbox:label.startConversation' },
      };
    },
    async apply({ id, name, type, description, member_ids, creator }) {
      const others = (await db.users.bulkGet(member_ids.filter((m) => m !== creator.id))).flatMap((u) =>
        u ? [{ id: u.id, email: u.email, profile: { first_name: u.first_name, last_name: u.last_name, avatar_url: u.avatar_url } }] : [],
      );
      const Members = [creator, ...others].map((user) => ({ user_id: user.id, User: user }));
      const conversation = {
        id,
        name,
        type,
        description,
        created_by: creator.id,
        last_message_at: null,
        unread_count: 0,
        last_read_at: null,
        Members,
        Messages: [],
      };
      return addRow(db.conversations, id, conversation);
    },
    async settle(answer, { id }) {
      const created = conversationSchema.parse(answer);
      if (created.id !== id) await moveConversation(id, created.id);
      await putConversation(created);
    },
  }),

  /** A message, maybe answering another (`replyToId`) or with a photo that waits on the phone until sent, shown from there at once. */
  send: defineMutation<{
    id: string;
    conversationId: string;
    content: string;
    sender: ChatUser;
    createdAt: string;
    replyToId?: string;
    /** The photo, already stored in `blobs`. */
    photo?: { blobId: string; filename: string };
  }>({
    async plan({ id, conversationId, content, replyToId, photo }) {
      const call = { id: conversationId, body: { id, content, type: photo ? 'image' : 'text', reply_to_id: replyToId } } as const;
      return {
        entity: conversationEntity(conversationId),
        request: photo ? outboxUpload('chat.message.send', call, { image: photo }) : outboxRequest('chat.message.send', call),
        coalesce: 'append',
        label: { key: photo ? 'outbox:label.sendPhotoMessage' : 'outbox:label.sendMessage' },
      };
    },
    async apply({ id, conversationId, content, sender, createdAt, replyToId, photo }) {
      const undo = await withConversation(conversationId, []);
      const original = replyToId ? await db.messages.get(replyToId) : undefined;
      const name = original?.Sender ? `${original.Sender.profile.first_name} ${original.Sender.profile.last_name}`.trim() : '';
      const image = photo ? `${LOCAL_BLOB_PREFIX}${photo.blobId}` : null;
      const added = await addRow(db.messages, id, {
        id,
        conversation_id: conversationId,
        sender_id: sender.id,
        content,
        type: photo ? 'image' : 'text',
        created_at: createdAt,
        read_at: null,
        Sender: sender,
        image_url: image,
        thumb_url: image,
        reply_to: replyToId
          ? replyQuote(replyToId, original && { type: original.type, content: original.content, sender_name: name })
          : null,
        reactions: [],
      });
      await refreshPreview(conversationId);
      return [...added, ...undo];
    },
    async settle(answer) {
      const parsed = messageSchema.safeParse(answer);
      if (parsed.success) await storeMessage(parsed.data);
    },
  }),

  delete: defineMutation<{ conversationId: string; messageId: string }>({
    async plan({ conversationId, messageId }) {
      return {
        entity: conversationEntity(conversationId),
        request: outboxRequest('chat.message.delete', { id: conversationId, messageId }),
        coalesce: 'append',
        label: { key: 'outbox:label.deleteMessage' },
      };
    },
    async apply({ conversationId, messageId }) {
      const before = await db.messages.get(messageId);
      const undo = await withConversation(conversationId, before ? [{ table: 'messages', key: messageId, value: before }] : []);
      await removeMessage(conversationId, messageId);
      return undo;
    },
  }),

  /** Sets or clears the camper's reaction (the desired state): shown at once, sent once, a reaction already so sends nothing. */
  react: defineMutation<{ conversationId: string; messageId: string; emoji: string; on: boolean }>({
    async plan({ conversationId, messageId, emoji, on }) {
      const message = await db.messages.get(messageId);
      const mine = message?.reactions?.some((r) => r.emoji === emoji && r.mine) ?? false;
      if (!message || mine === on) return null;
      return {
        // The conversation's entity: a reaction to a message sent offline follows that message.
        entity: conversationEntity(conversationId),
        request: outboxRequest('chat.message.react', {
          id: conversationId,
          messageId,
          body: { emoji, on },
        }),
        coalesce: 'append',
        label: { key: on ? 'outbox:label.react' : 'outbox:label.unreact', values: { emoji } },
      };
    },
    async apply({ messageId, emoji, on }) {
      const before = await db.messages.get(messageId);
      if (!before) return [];
      await db.messages.put({ ...before, reactions: withReaction(before.reactions ?? [], emoji, on) });
      return [{ table: 'messages', key: messageId, value: before }];
    },
    async settle(answer) {
      const { message_id, reactions } = reactionResultSchema.parse(answer);
      await db.messages.update(message_id, { reactions });
    },
  }),

  /**
   * The conversation on screen is read: its unread count drops at once, others' messages show read,
   * and the server tells their senders.
   */
  read: defineMutation<{ conversationId: string }>({
    async plan({ conversationId }) {
      if ((await unreadFromOthers(conversationId)).length === 0) return null;
      return {
        entity: conversationEntity(conversationId),
        request: outboxRequest('chat.read', { id: conversationId }),
        coalesce: 'append',
        label: { key: 'outbox:label.readConversation' },
      };
    },
    async apply({ conversationId }) {
      const unread = (await unreadFromOthers(conversationId)).filter((m) => !m.read_at);
      const readAt = new Date().toISOString();
      const undo = await withConversation(
        conversationId,
        unread.map((m) => ({ table: 'messages', key: m.id, value: m })),
      );
      await db.messages.bulkPut(unread.map((m) => ({ ...m, read_at: readAt })));
      const conversation = await db.conversations.get(conversationId);
      if (conversation) await db.conversations.put({ ...conversation, last_read_at: await readUpTo(conversation) });
      return undo;
    },
  }),

  /**
   * Hides the conversation at once. Until the server confirms, the record stays, marked leaving and
   * waiting, so a pull cannot bring it back; the confirmation removes it.
   */
  leave: defineMutation<{ conversationId: string }>({
    async plan({ conversationId }) {
      return {
        entity: conversationEntity(conversationId),
        request: outboxRequest('chat.leave', { id: conversationId }),
        coalesce: 'append',
        label: { key: 'outbox:label.leaveConversation' },
      };
    },
    apply: ({ conversationId }) => changeRow(db.conversations, conversationId, (c) => ({ ...c, _leaving: true })),
    async settle(_answer, { conversationId }) {
      await removeConversation(conversationId);
    },
  }),
});
