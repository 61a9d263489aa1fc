import type { FeedPost } from '../../../db/feed/use-feed';
import { formatNumber, useTranslation } from '../../../i18n';

/** Photo count and total likes. */
export function GallerySummary({ photos }: { photos: FeedPost[] }) {
  const { t } = useTranslation('photos');
  const likes = photos.reduce((sum, p) => sum + p.likes, 0);
  return (
    <div className="mx-4 grid grid-cols-2 gap-3 text-center">
      <div className="rounded-xl bg-white p-3 dark:bg-slate-900">
        <p className="text-2xl font-bold" data-testid="photo-count">
          {formatNumber(photos.length)}
        </p>
        <p className="text-xs text-slate-500">{t('photos:photoCount', { count: photos.length })}</p>
      </div>
      <div className="rounded-xl bg-white p-3 dark:bg-slate-900">
        <p className="text-2xl font-bold" data-testid="total-likes">
          {formatNumber(likes)}
        </p>
        <p className="text-xs text-slate-500">{t('photos:totalLikes')}</p>
      </div>
    </div>
  );
}
