import { z } from 'zod';
import { storedUpload } from './stored-upload.js';

export const conversationTypes = ['direct', 'group', 'broadcast'] as const;
export type ConversationType = (typeof conversationTypes)[number];

/** A person as chat shows them: Sender of a message, User of a member. */
const chatUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  profile: z.object({ first_name: z.string(), last_name: z.string(), avatar_url: storedUpload().nullable() }),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** A reaction as the reader sees it: how many chose this emoji, and whether the reader did. */
const reactionSummarySchema = z.object({ emoji: z.string(), count: z.number().int(), mine: z.boolean() });
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

/** How many characters of the original a reply quotes. */
const REPLY_PREVIEW_CHARS = 100;

/** The message a reply answers: its first 100 characters, "Photo", or that it was deleted (`state` says which). */
const replyQuoteSchema = z.object({
  id: z.string(),
  sender_name: z.string().nullable(),
  preview: z.string(),
  state: z.enum(['text', 'photo', 'deleted']),
});
export type ReplyQuote = z.infer<typeof replyQuoteSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  sender_id: z.string(),
  content: z.string(),
  /** 'text', or 'image' for a photo message (with `image_url`, and `content` as its optional caption). */
  type: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  Sender: chatUserSchema.optional(),
  // Always sent by the server; optional for messages a phone stored before they existed.
  image_url: storedUpload().nullish(),
  thumb_url: storedUpload().nullish(),
  reply_to: replyQuoteSchema.nullish(),
  reactions: z.array(reactionSummarySchema).optional(),
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
  /** Messages of others after the caller's last read (`last_read_at`, null before the first). */
  // Always sent by the server; optional for conversations a phone stored before they existed.
  unread_count: z.number().int().optional(),
  last_read_at: z.string().nullish(),
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

/**
 * POST /conversations/{id}/messages, as JSON or as multipart with an `image` (a photo message, whose
 * `content` is optional); `id` is the client's UUID, so a replay is stored once (DECISIONS 10).
 */
export const sendMessageSchema = z.object({
  id: z.string().uuid().optional(),
  content: z.string().trim().max(10_000).default(''),
  type: z.enum(['text', 'image']).default('text'),
  reply_to_id: z.string().uuid().optional(),
});

/** One emoji: a single grapheme that is a pictograph or a flag (a keycap, a skin tone or a family included). */
export function isOneEmoji(text: string): boolean {
  if (text.length === 0 || text.length > 32) return false;
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];
  return graphemes.length === 1 && /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u.test(text);
}

/** POST /conversations/{id}/messages/{messageId}/reactions: the desired state of the caller's reaction (set semantics). */
export const reactionSchema = z.object({
  emoji: z
    .string()
    .max(32)
    .refine(isOneEmoji, 'A reaction is a single emoji.')
    .meta({ description: 'One emoji', examples: ['👍', '❤️', '😂', '🙏', '👍🏽', '🇫🇷'] }),
  on: z.boolean(),
});

/** The reaction route's answer: the message's reactions as the caller now sees them. */
export const reactionResultSchema = z.object({ message_id: z.string(), reactions: z.array(reactionSummarySchema) });

/** Who reacted to a message with what: the socket's event, which each member's phone reads as counts and its own. */
const reactionUsersSchema = z.object({ emoji: z.string(), user_ids: z.array(z.string()) });
export type ReactionUsers = z.infer<typeof reactionUsersSchema>;

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
  z.object({
    type: z.literal('reactions_changed'),
    conversation_id: z.string(),
    message_id: z.string(),
    reactions: z.array(reactionUsersSchema),
  }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

/**
 * What the app tells the server over its socket: the conversation open on a visible screen (null when
 * none). A new message there is not pushed to this person. The server answers with the same object.
 */
export const viewingSignalSchema = z.object({ type: z.literal('viewing'), conversation_id: z.string().uuid().nullable() });
export type ViewingSignal = z.infer<typeof viewingSignalSchema>;

/** A message's reactions as `viewerId` sees them, from who chose each emoji. */
export const reactionSummaries = (reactions: readonly ReactionUsers[], viewerId: string | undefined): ReactionSummary[] =>
  reactions
    .filter((r) => r.user_ids.length > 0)
    .map((r) => ({ emoji: r.emoji, count: r.user_ids.length, mine: viewerId !== undefined && r.user_ids.includes(viewerId) }));

/** The quote of a reply: the original's first 100 characters, "Photo" for a photo, or that it was deleted. */
export function replyQuote(id: string, original: { type: string; content: string; sender_name: string } | undefined): ReplyQuote {
  if (!original) return { id, sender_name: null, preview: 'This message was deleted', state: 'deleted' };
  if (original.type === 'image') return { id, sender_name: original.sender_name, preview: 'Photo', state: 'photo' };
  return { id, sender_name: original.sender_name, preview: original.content.slice(0, REPLY_PREVIEW_CHARS), state: 'text' };
}
