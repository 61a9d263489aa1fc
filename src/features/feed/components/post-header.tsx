import { MoreHorizontal, Pin } from 'lucide-react';
import { useState } from 'react';
import type { FeedPost } from '../../../db/feed/use-feed';
import { WaitingMark } from '../../../components/waiting-mark';
import { formatDate, useTranslation } from '../../../i18n';
import { PostMenu } from './post-menu';
import { PersonAvatar } from '../../../components/person-avatar';

export function PostHeader({ post, canDelete, canPin }: { post: FeedPost; canDelete: boolean; canPin: boolean }) {
  const { t } = useTranslation('feed');
  const [menu, setMenu] = useState(false);
  return (
    <div className="relative flex items-center gap-3 px-4 py-3">
      <PersonAvatar id={post.user.id} name={post.user.name} src={post.user.avatar} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{post.user.name}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">{formatDate(post.createdAt, 'moment')}</p>
      </div>
      {post.isPinned ? <Pin aria-label={t('feed:pinned')} className="h-4 w-4 text-emerald-600" /> : null}
      {post._pending ? <WaitingMark /> : null}
      {canDelete || canPin ? (
        <button
          type="button"
          aria-label={t('feed:postOptions')}
          className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
          onClick={() => setMenu((m) => !m)}
        >
          <MoreHorizontal aria-hidden className="h-5 w-5" />
        </button>
      ) : null}
      {menu ? <PostMenu post={post} canDelete={canDelete} canPin={canPin} onClose={() => setMenu(false)} /> : null}
    </div>
  );
}
