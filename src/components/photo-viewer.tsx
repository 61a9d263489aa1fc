import { X } from 'lucide-react';
import { useRef } from 'react';
import { useDialog } from './dialog-stack';
import { IconButton } from './icon-button';
import { PostPhoto } from './post-photo';
import type { FeedPost } from '../db/hooks/use-feed';
import { postImage } from '../lib/post-rules';
import { useTranslation } from '../i18n';

/** The full-size viewer (the feed and the photo grid show the smaller copy). */
export function PhotoViewer({ post, onClose }: { post: FeedPost; onClose: () => void }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  useDialog(ref, onClose);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={t('common:photo')}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
      onClick={onClose}
    >
      <IconButton
        label={t('common:close')}
        icon={X}
        iconClass="h-5 w-5"
        data-dialog-close
        className="absolute right-4 top-4 rounded-full bg-white/10 p-2"
        onClick={onClose}
      />
      <div className="flex flex-1 items-center justify-center p-4" onClick={(e) => e.stopPropagation()}>
        <PostPhoto
          src={postImage(post)}
          alt={post.caption.slice(0, 80) || t('common:campPhoto')}
          className="max-h-[80dvh] max-w-full object-contain"
        />
      </div>
      <div className="p-4 text-sm">
        <p className="font-semibold">{post.user.name}</p>
        <p className="text-white/80">{post.caption}</p>
      </div>
    </div>
  );
}
