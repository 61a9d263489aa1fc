import type { Conversation, NewConversation } from '../../contracts/chat';
import { api } from './client';

/** SPEC §7 Chat. Conversations and messages come by the pull; sending, deleting and leaving go through the outbox (src/db/chat-repo.ts). */
export const createConversation = (draft: NewConversation) => api.post('conversations', { json: draft }).json<Conversation>();

export const markConversationRead = (id: string) => api.post(`conversations/${id}/read`).json<{ success: boolean }>();
