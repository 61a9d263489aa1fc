import { z } from 'zod';
import { successAnswerSchema } from './common.js';
import { areaCommands } from './command.js';
import {
  conversationSchema,
  messageSchema,
  newConversationSchema,
  reactionResultSchema,
  reactionSchema,
  sendMessageSchema,
} from './chat.js';

/** Chat's queued commands (contracts/command.ts): conversations, reads, messages and reactions. */
export const chatCommands = areaCommands('chat', {
  'conversation.create': { method: 'POST', path: '/conversations', body: newConversationSchema, answer: conversationSchema, creates: true },
  read: { method: 'POST', path: '/conversations/{id}/read', body: null, answer: successAnswerSchema },
  leave: {
    method: 'POST',
    path: '/conversations/{id}/leave',
    body: null,
    answer: z.object({ success: z.boolean(), message: z.string() }),
  },
  'message.send': {
    method: 'POST',
    path: '/conversations/{id}/messages',
    body: sendMessageSchema,
    answer: messageSchema,
    creates: true,
    upload: true,
  },
  'message.delete': { method: 'DELETE', path: '/conversations/{id}/messages/{messageId}', body: null, answer: successAnswerSchema },
  'message.react': {
    method: 'POST',
    path: '/conversations/{id}/messages/{messageId}/reactions',
    body: reactionSchema,
    answer: reactionResultSchema,
  },
});
