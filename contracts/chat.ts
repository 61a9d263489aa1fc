import { z } from 'zod';

export const conversationTypes = ['direct', 'group', 'broadcast'] as const;

export const messageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  sender_id: z.string(),
  content: z.string(),
  type: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  Sender: z
    .object({
      id: z.string(),
      email: z.string(),
      profile: z.object({ first_name: z.string(), last_name: z.string(), avatar_url: z.string().nullable() }),
    })
    .optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  type: z.enum(conversationTypes),
  description: z.string().nullable(),
  last_message_at: z.string().nullable(),
  Members: z.array(z.object({ user_id: z.string(), User: z.unknown().optional() })),
  Messages: z.array(messageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;
