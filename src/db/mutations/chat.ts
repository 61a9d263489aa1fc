/**
 * Chat changes, under the entity 'conversation:<id>', so they show at once (marked `_pending`),
 * work offline and reach the server once, in the order typed. Messages carry a client id.
 */
import { messageSchema, type ChatUser } from '../../../contracts/chat';
import { refreshPreview, removeConversation, removeMessage, storeMessage } from '../chat-repo';
import { db, type UndoStep } from '../schema';
import type { MutationDef } from './types';

const conversationEntity = (id: string) => `conversation:${id}`;

export interface SendMessageArgs {
  id: string;
  conversationId: string;
  content: string;
  sender: ChatUser;
  createdAt: string;
}

const send: MutationDef<SendMessageArgs> = {
  async plan({ id, conversationId, content }) {
    return {
      entity: conversationEntity(conversationId),
      request: { method: 'POST', path: `/conversations/${conversationId}/messages`, body: { id, content, type: 'text' } },
      coalesce: 'append',
      label: { key: 'outbox:label.sendMessage' },
    };
  },
  async apply({ id, conversationId, content, sender, createdAt }) {
    const before = await db.conversations.get(conversationId);
    await db.messages.add({
      id,
      conversation_id: conversationId,
      sender_id: sender.id,
      content,
      type: 'text',
      created_at: createdAt,
      read_at: null,
      Sender: sender,
      _pending: true,
    });
    await refreshPreview(conversationId);
    const undo: UndoStep[] = [{ table: 'messages', key: id }];
    return before ? [...undo, { table: 'conversations', key: conversationId, value: before }] : undo;
  },
  async settle(answer) {
    const parsed = messageSchema.safeParse(answer);
    if (parsed.success) await storeMessage(parsed.data);
  },
};

export interface DeleteMessageArgs {
  conversationId: string;
  messageId: string;
}

const deleteMessage: MutationDef<DeleteMessageArgs> = {
  async plan({ conversationId, messageId }) {
    return {
      entity: conversationEntity(conversationId),
      request: { method: 'DELETE', path: `/conversations/${conversationId}/messages/${messageId}` },
      coalesce: 'append',
      label: { key: 'outbox:label.deleteMessage' },
    };
  },
  async apply({ conversationId, messageId }) {
    const before = await db.messages.get(messageId);
    const conversation = await db.conversations.get(conversationId);
    await removeMessage(conversationId, messageId);
    const undo: UndoStep[] = before ? [{ table: 'messages', key: messageId, value: before }] : [];
    return conversation ? [...undo, { table: 'conversations', key: conversationId, value: conversation }] : undo;
  },
};

export interface LeaveArgs {
  conversationId: string;
}

/**
 * Hides the conversation at once. Until the server confirms, the record stays, marked leaving and
 * waiting, so a pull cannot bring it back; the confirmation removes it.
 */
const leave: MutationDef<LeaveArgs> = {
  async plan({ conversationId }) {
    return {
      entity: conversationEntity(conversationId),
      request: { method: 'POST', path: `/conversations/${conversationId}/leave` },
      coalesce: 'append',
      label: { key: 'outbox:label.leaveConversation' },
    };
  },
  async apply({ conversationId }) {
    const conversation = await db.conversations.get(conversationId);
    if (!conversation) return [];
    await db.conversations.put({ ...conversation, _leaving: true, _pending: true });
    return [{ table: 'conversations', key: conversationId, value: conversation }];
  },
  async settle(_answer, { conversationId }) {
    await removeConversation(conversationId);
  },
};

export const chatMutations = { 'message.send': send, 'message.delete': deleteMessage, 'conversation.leave': leave };
