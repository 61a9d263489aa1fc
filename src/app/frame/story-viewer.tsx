import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PersonAvatar } from '../../components/person-avatar';
import { PostPhoto } from '../../components/post-photo';
import { IconButton } from '../../components/icon-button';
import { useDialog } from '../../components/dialog-stack';
import { useSwipe } from '../../components/use-swipe';
import { useStoryPosts } from '../../db/profile/use-profile';
import { markStoryWatched } from '../../db/feed/stories';
import { formatAgo, useTranslation } from '../../i18n';
import type { Participant } from './participants';
import { postImage } from '../../lib/post-rules';

/** How long a story shows before the next one. */
const STORY_SECONDS = 5;

/**
 * A person's posts of the last day, one at a time, full screen: a bar per post fills while it shows, a tap on the
 * right or a swipe left goes on, a tap on the left or a swipe right goes back, a swipe down, Escape or ✕ closes.
 */
export function StoryViewer({ person, onClose }: { person: Participant; onClose: () => void }) {
  const { t } = useTranslation('frame');
  const posts = useStoryPosts(person.id);
  const [index, setIndex] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  useDialog(ref, onClose);
  const post = posts?.[index];

  useEffect(() => {
    if (post) void markStoryWatched(person.id, post.createdAt);
  }, [person.id, post]);
  useEffect(() => {
    if (posts && !post) onClose();
  }, [posts, post, onClose]);

  const go = (step: number) => setIndex((i) => Math.max(0, i + step));
  const swipe = useSwipe({
    sideways: go,
    down: onClose,
    // A tap on the left third goes back, elsewhere on; the close button is not a tap on the story.
    tap: (e) => {
      if ((e.target as HTMLElement).closest('button')) return;
      const box = ref.current?.getBoundingClientRect();
      go(box && e.clientX < box.left + box.width / 3 ? -1 : 1);
    },
  });

  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={t('frame:story.of', { name: person.name })}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex touch-none select-none flex-col bg-black text-white outline-none"
      {...swipe}
    >
      <div className="flex gap-1 px-3 pt-3" aria-hidden>
        {(posts ?? []).map((p, i) => (
          <span key={p.id} className="h-1 flex-1 overflow-hidden rounded-full bg-white/30">
            <span
              key={i === index ? `on-${index}` : 'off'}
              className="block h-full origin-left bg-white"
              style={
                i < index
                  ? undefined
                  : i === index
                    ? { animation: `story-progress ${STORY_SECONDS}s linear forwards` }
                    : { transform: 'scaleX(0)' }
              }
              onAnimationEnd={i === index ? () => go(1) : undefined}
            />
          </span>
        ))}
      </div>
      <div className="flex items-center gap-3 px-3 py-2">
        <PersonAvatar id={person.id} name={person.name} src={person.avatar} />
        <p className="min-w-0 flex-1 truncate text-sm">
          <span className="font-semibold">{person.name}</span>
          {post ? <span className="text-white/70"> · {formatAgo(post.createdAt)}</span> : null}
        </p>
        <IconButton label={t('frame:story.close')} icon={X} iconClass="h-6 w-6" data-dialog-close className="h-11 w-11" onClick={onClose} />
      </div>
      {post ? (
        <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 p-3" data-testid="story">
          {post.image ? (
            <PostPhoto
              src={postImage(post)}
              alt={post.caption.slice(0, 80) || t('frame:story.photo')}
              className="max-h-[75dvh] max-w-full object-contain"
            />
          ) : null}
          {post.caption ? <p className="max-w-prose text-center text-base">{post.caption}</p> : null}
          <p className="sr-only" aria-live="polite">
            {t('frame:story.position', { n: index + 1, total: posts?.length ?? 0 })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
