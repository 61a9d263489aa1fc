import { z } from 'zod';
import { storedUpload } from './stored-upload.js';
import { userSchema } from './profile.js';

/** DECISIONS "Account deletion": the data goes 30 days after the request. */
export const DELETION_GRACE_DAYS = 30;

/** POST /users/me/avatar answers the new address and the updated user. */
export const avatarResponseSchema = z.object({ avatar_url: storedUpload(), user: userSchema });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** DELETE /users/me. */
export const deletionResponseSchema = z.object({ message: z.string(), purge_after: z.string() });
export type DeletionResponse = z.infer<typeof deletionResponseSchema>;

const stamp = z.string();

/** GET /users/me/export: everything the person created (DECISIONS "Account deletion"). */
export const accountExportSchema = z.object({
  exported_at: stamp,
  account: userSchema,
  posts: z.array(
    z.object({ id: z.string(), caption: z.string(), image_url: storedUpload().nullable(), is_pinned: z.boolean(), created_at: stamp }),
  ),
  comments: z.array(z.object({ id: z.string(), post_id: z.string(), text: z.string(), created_at: stamp })),
  likes: z.array(z.object({ post_id: z.string(), created_at: stamp })),
  votes: z.array(z.object({ poll_id: z.string(), question: z.string(), option: z.string(), created_at: stamp })),
  rsvps: z.array(z.object({ event_id: z.string(), title: z.string(), event_time: stamp, created_at: stamp })),
  messages: z.array(
    z.object({ id: z.string(), conversation_id: z.string(), conversation: z.string().nullable(), content: z.string(), created_at: stamp }),
  ),
  reflections: z.array(
    z.object({
      id: z.string(),
      camp_id: z.string(),
      camp: z.string(),
      year: z.number(),
      high: z.string(),
      low: z.string(),
      glitter: z.string(),
      is_public: z.boolean(),
      submitted_at: stamp,
    }),
  ),
  packing: z.array(z.object({ item_id: z.number(), item_name: z.string(), is_checked: z.boolean(), updated_at: stamp })),
  instagram: z.object({ username: z.string(), connected_at: stamp }).nullable(),
  /** The family invitations the person (an administrator) made; who joined through them is theirs to export. */
  invitations: z.array(
    z.object({
      id: z.string(),
      household_name: z.string().nullable(),
      role: z.string(),
      uses: z.number(),
      uses_left: z.number(),
      expires_at: stamp,
      revoked_at: stamp.nullable(),
      created_at: stamp,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

const two = (n: number) => String(n).padStart(2, '0');
/** The download's name: the camper's local date of the export (SPEC §9). */
export const exportFileName = (date: Date) =>
  `camp-weekend-data-${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}.json`;
