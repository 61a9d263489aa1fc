import { z } from 'zod';

export const conversationTypes = ['direct', 'group', 'broadcast'] as const;
export type ConversationType = (typeof conversationTypes)[number];

/** A person as chat shows them: Sender of a message, User of a member. */
const chatUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  profile: z.object({ first_name: z.string(), last_name: z.string(), avatar_url: z.string().nullable() }),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  sender_id: z.string(),
  content: z.string(),
  type: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  Sender: chatUserSchema.optional(),
});
export type Message = z.infer<typeof messageSchema>;

const conversationMemberSchema = z.object({ user_id: z.string(), User: chatUserSchema.optional() });

export const conversationSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  type: z.enum(conversationTypes),
  description: z.string().nullable(),
  created_by: z.string().nullable().optional(),
  last_message_at: z.string().nullable(),
  Members: z.array(conversationMemberSchema),
  /** The last message first (the list's preview). */
  Messages: z.array(messageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST /conversations (SPEC §3 New conversation draft); `id` is the client's UUID, so one started offline is made once (DECISIONS 10). */
export const newConversationSchema = z.object({
  id: z.string().uuid().optional(),
  name: z.string().max(100).nullish(),
  type: z.enum(conversationTypes),
  member_ids: z.array(z.string().uuid()).max(500),
  description: z.string().max(500).nullish(),
});

/** POST /conversations/{id}/messages; `id` is the client's UUID, so a replay is stored once (DECISIONS 10). */
export const sendMessageSchema = z.object({
  id: z.string().uuid().optional(),
  content: z.string().trim().min(1, 'Message cannot be empty').max(10_000),
  type: z.literal('text').default('text'),
});

/** GET /conversations/{id}/messages?since= : messages new or read since the cursor, and ids deleted since. */
export const messagesDeltaSchema = z.object({ items: z.array(messageSchema), deleted: z.array(z.string()), cursor: z.string() });

/** Every event of the /ws socket (JSON with a `type`), sent to the members of the conversation. */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('new_message'), conversation_id: z.string(), message: messageSchema }),
  z.object({ type: z.literal('message_deleted'), conversation_id: z.string(), message_id: z.string() }),
  z.object({ type: z.literal('member_left'), conversation_id: z.string(), user_id: z.string() }),
  z.object({
    type: z.literal('messages_read'),
    conversation_id: z.string(),
    message_ids: z.array(z.string()),
    read_at: z.string(),
    reader_id: z.string(),
  }),
  z.object({ type: z.literal('conversation_created'), conversation: conversationSchema }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

/**
 * What the app tells the server over its socket: the conversation open on a visible screen (null when
 * none). A new message there is not pushed to this person. The server answers with the same object.
 */
export const viewingSignalSchema = z.object({ type: z.literal('viewing'), conversation_id: z.string().uuid().nullable() });
export type ViewingSignal = z.infer<typeof viewingSignalSchema>;
