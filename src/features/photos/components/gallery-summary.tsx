import type { FeedPost } from '../../../db/hooks/use-feed-posts';

/** Photo count and total likes. */
export function GallerySummary({ photos }: { photos: FeedPost[] }) {
  const likes = photos.reduce((sum, p) => sum + p.likes, 0);
  return (
    <div className="mx-4 grid grid-cols-2 gap-3 text-center">
      <div className="rounded-xl bg-white p-3 dark:bg-slate-900">
        <p className="text-2xl font-bold" data-testid="photo-count">{photos.length}</p>
        <p className="text-xs text-slate-500">{photos.length === 1 ? 'Photo' : 'Photos'}</p>
      </div>
      <div className="rounded-xl bg-white p-3 dark:bg-slate-900">
        <p className="text-2xl font-bold" data-testid="total-likes">{likes}</p>
        <p className="text-xs text-slate-500">Total likes</p>
      </div>
    </div>
  );
}
