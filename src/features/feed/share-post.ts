import { i18next } from '../../i18n';
import { shareText } from '../../lib/post-rules';

/** The catalog key of SPEC §8 'Post link copied to clipboard!'. */
export const LINK_COPIED = 'feed:linkCopied';

export interface ShareEnv {
  share?: (data: ShareData) => Promise<void>;
  copy?: (text: string) => Promise<void>;
  alert: (message: string) => void;
}

function browserEnv(): ShareEnv {
  return {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    copy: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
    alert: (message) => window.alert(message),
  };
}

/**
 * SPEC §4.3 and §8: native sharing where it exists; otherwise (or when it fails) the text and link
 * are copied with 'Post link copied to clipboard!'; if copying fails too, the text shows in an alert.
 */
export async function sharePost(
  post: { id: string; caption: string },
  origin = window.location.origin,
  env: ShareEnv = browserEnv(),
): Promise<void> {
  const text = shareText(post.caption);
  const url = `${origin}/home#post-${post.id}`;
  if (env.share) {
    try {
      await env.share({ title: 'Camp Weekend', text, url });
      return;
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
    }
  }
  const full = `${text}\n${url}`;
  try {
    if (!env.copy) throw new Error('no clipboard');
    await env.copy(full);
    env.alert(i18next.t(LINK_COPIED));
  } catch {
    env.alert(full);
  }
}
