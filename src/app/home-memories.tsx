import { BookHeart, Images } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PostPhoto } from '../components/post-photo';
import { ui } from '../components/ui';
import { useActiveCamp } from '../db/camps/use-camps';
import type { FeedPost } from '../db/feed/use-feed';
import { useTranslation } from '../i18n';
import { campIsOver, campPhotos } from './camp-over';
import { previewImage } from '../lib/post-rules';

const STRIP = 6;
const link = 'inline-flex min-h-11 items-center gap-1 text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400';

/**
 * Once the active camp is over (on the phone's clock unless `now` is given), Home leads with its memories: the
 * camp's photos, from the feed's posts (to /photos), and the reflections (to /reflections). Before and during camp
 * it shows nothing.
 */
export function HomeMemories({ posts, now = Date.now() }: { posts: readonly FeedPost[]; now?: number }) {
  const { t } = useTranslation('frame');
  const camp = useActiveCamp();
  if (!camp || !campIsOver(camp, now)) return null;
  const photos = campPhotos(posts, camp, STRIP);
  return (
    <section aria-labelledby="camp-memories" className={`${ui.card} mx-4 space-y-3 sm:mx-0`}>
      <div>
        <h2 id="camp-memories" className="font-semibold">
          {t('frame:memories.over', { name: camp.name })}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('frame:memories.intro')}</p>
      </div>
      {photos.length > 0 ? (
        <Link
          to="/photos"
          aria-label={t('frame:memories.strip', { count: photos.length })}
          className="grid grid-cols-3 gap-1 overflow-hidden rounded-lg sm:grid-cols-6"
        >
          {photos.map((p) => (
            <PostPhoto key={p.id} src={previewImage(p)} alt={p.caption.slice(0, 80)} className="aspect-square w-full" />
          ))}
        </Link>
      ) : null}
      <div className="flex flex-wrap gap-x-4">
        <Link to="/photos" className={link}>
          <Images aria-hidden className="h-4 w-4" /> {t('frame:memories.photos')}
        </Link>
        <Link to="/reflections" className={link}>
          <BookHeart aria-hidden className="h-4 w-4" /> {t('frame:memories.reflections')}
        </Link>
      </div>
    </section>
  );
}
