import { z } from 'zod';

/** SPEC §3 Photo-social account, read live from Instagram. */
export const instagramAccountSchema = z.object({ username: z.string(), media_count: z.number().int(), followers_count: z.number().int() });
export type InstagramAccount = z.infer<typeof instagramAccountSchema>;

/** GET /instagram/account: the linked account, or `connected: false` when there is none (an answer, not an error). */
export const instagramLinkSchema = z.discriminatedUnion('connected', [
  instagramAccountSchema.extend({ connected: z.literal(true) }),
  z.object({ connected: z.literal(false) }),
]);
export type InstagramLink = z.infer<typeof instagramLinkSchema>;

/** GET /instagram/connect?redirect_uri=: where to send the popup, or that the camp has not set Instagram up. */
export const instagramConnectSchema = z.union([
  z.object({ configured: z.literal(true), url: z.string() }),
  z.object({ configured: z.literal(false) }),
]);
export type InstagramConnect = z.infer<typeof instagramConnectSchema>;

/** The path of an address, or null when it is not one (the refinement runs after a failed .url() too). */
function pathOf(address: string): string | null {
  try {
    return new URL(address).pathname;
  } catch {
    return null;
  }
}

const redirectUriField = z
  .string({ error: 'redirect_uri is required.' })
  .url('redirect_uri must be an address.')
  .refine((v) => pathOf(v) === '/instagram/callback', 'redirect_uri must end in /instagram/callback.')
  .meta({ examples: ['https://camp.example.org/instagram/callback'] });

export const connectQuerySchema = z.object({ redirect_uri: redirectUriField });

/** POST /instagram/auth: the code from the callback; `state` must be the one GET /instagram/connect issued to this person. */
export const instagramAuthSchema = z.object({
  code: z.string({ error: 'code is required.' }).trim().min(1, 'code is required.').max(2000),
  redirect_uri: redirectUriField,
  state: z.string({ error: 'state is required.' }).min(1, 'state is required.').max(500),
});

/** POST /instagram/media: cross-posts a camp photo (the app appends the tagline). */
export const instagramMediaSchema = z.object({
  image_url: z.string({ error: 'image_url is required.' }).trim().min(1, 'image_url is required.').max(2000),
  caption: z.string().max(2200, 'caption must be at most 2200 characters.').default(''),
});

/** Tagline appended to captions shared from the camp app (SPEC §7). */
export const INSTAGRAM_TAGLINE = '\n\n#CampWeekend';
