import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useDialog } from './dialog-stack';
import { IconButton } from './icon-button';
import { PostPhoto } from './post-photo';
import { useSwipe } from './use-swipe';
import type { FeedPost } from '../db/feed/use-feed';
import { postImage } from '../lib/post-rules';
import { useTranslation } from '../i18n';

const arrowButton = 'absolute top-1/2 h-11 w-11 -translate-y-1/2 rounded-full bg-white/15 p-2.5 hover:bg-white/25';

/**
 * The full-size viewer (the feed and the photo grid show the smaller copy), on an opaque backdrop. With `posts` and
 * `onMove` it goes through them: the arrows, the arrow keys or a swipe sideways. A swipe down, Escape or ✕ closes it.
 */
export function PhotoViewer({
  post,
  posts = [post],
  onMove,
  onClose,
}: {
  post: FeedPost;
  posts?: FeedPost[];
  onMove?: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  useDialog(ref, onClose);
  const at = posts.findIndex((p) => p.id === post.id);
  const previous = onMove && at > 0 ? posts[at - 1] : undefined;
  const next = onMove && at >= 0 ? posts[at + 1] : undefined;
  const go = (to: FeedPost | undefined) => to && onMove?.(to.id);
  const arrows = [
    { to: previous, label: t('common:previousPhoto'), icon: ChevronLeft, side: 'left-2' },
    { to: next, label: t('common:nextPhoto'), icon: ChevronRight, side: 'right-2' },
  ];

  useEffect(() => {
    const keys = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') go(previous);
      if (e.key === 'ArrowRight') go(next);
    };
    document.addEventListener('keydown', keys);
    return () => document.removeEventListener('keydown', keys);
  });

  const swipe = useSwipe({ sideways: (step) => go(step === 1 ? next : previous), down: onClose });

  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={t('common:photo')}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex touch-none flex-col bg-black text-white outline-none"
      onClick={onClose}
      {...swipe}
    >
      <IconButton
        label={t('common:close')}
        icon={X}
        iconClass="h-5 w-5"
        data-dialog-close
        className="absolute right-4 top-4 z-10 h-11 w-11 rounded-full bg-white/10 p-3"
        onClick={onClose}
      />
      <div className="relative flex flex-1 items-center justify-center p-4" onClick={(e) => e.stopPropagation()}>
        <PostPhoto
          src={postImage(post)}
          alt={post.caption.slice(0, 80) || t('common:campPhoto')}
          className="max-h-[80dvh] max-w-full object-contain"
        />
        {arrows.map(({ to, label, icon, side }) =>
          to ? (
            <IconButton
              key={side}
              label={label}
              icon={icon}
              iconClass="h-6 w-6"
              className={`${arrowButton} ${side}`}
              onClick={() => go(to)}
            />
          ) : null,
        )}
      </div>
      <div className="p-4 text-sm">
        <p className="font-semibold">{post.user.name}</p>
        <p className="text-white/80">{post.caption}</p>
      </div>
    </div>
  );
}
