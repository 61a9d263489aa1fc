/** The feed shows a photo as taken between 4:5 (portrait) and 1.91:1 (landscape), and crops only beyond that. */
const TALLEST_FEED_RATIO = 4 / 5;
const WIDEST_FEED_RATIO = 1.91;

/** The width:height the feed gives a photo of this size (square until the size is known). */
export function feedAspectRatio(width: number, height: number): number {
  if (!(width > 0 && height > 0)) return 1;
  return Math.min(WIDEST_FEED_RATIO, Math.max(TALLEST_FEED_RATIO, width / height));
}
