import type { Conversation, Message, MessagesDelta, NewConversation } from '../../contracts/chat';
import { api } from './client';

/** SPEC §7 Chat. Sending, deleting and leaving go through the outbox (src/db/chat-repo.ts). */
export const getConversations = () => api.get('conversations').json<Conversation[]>();

export const getConversation = (id: string) => api.get(`conversations/${id}`).json<Conversation>();

/** Every message, chronological (marks others' messages read). */
export const getMessages = (id: string) => api.get(`conversations/${id}/messages`).json<Message[]>();

/** What changed since a cursor of the server: new or read messages and deleted ids. */
export const getMessagesSince = (id: string, since: string) =>
  api.get(`conversations/${id}/messages`, { searchParams: { since } }).json<MessagesDelta>();

export const createConversation = (draft: NewConversation) => api.post('conversations', { json: draft }).json<Conversation>();

export const markConversationRead = (id: string) => api.post(`conversations/${id}/read`).json<{ success: boolean }>();
