import { CAPTION_MAX } from '../../contracts/feed-rules';

/** SPEC §5: a post caption is required and non-blank after trimming; photo captions are at most 300 characters. */
export function canSubmitCaption(caption: string): boolean {
  const trimmed = caption.trim();
  return trimmed.length > 0 && trimmed.length <= CAPTION_MAX;
}

/** The share dialog's counter, e.g. '42/300'. */
export function captionCounter(caption: string): string {
  return `${caption.length}/${CAPTION_MAX}`;
}
