/**
 * The post limits as plain numbers, apart from the schemas in feed.ts: a screen that only needs a
 * limit (the caption counter) imports these without the validation library. The photo limits are in
 * photo-rules.ts.
 */

/** SPEC §9: caption at most 300 characters; SPEC §5: required and non-blank after trimming. */
export const CAPTION_MAX = 300;
/** DECISIONS 12: GET /posts returns the newest 50. */
export const POSTS_PAGE_SIZE = 50;
export const COMMENT_MAX = 1000;
