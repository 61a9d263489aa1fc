import { Link } from 'react-router-dom';
import { PostPhoto } from '../../../components/post-photo';
import type { FeedPost } from '../../../db/feed/use-feed';
import { useTranslation } from '../../../i18n';
import { albumPath, type Album, type AlbumRef } from '../../../lib/albums';
import { previewImage } from '../../../lib/post-rules';

/** The albums of By day or By event: a cover, a title and a count each, opening to the album's photos. */
export function AlbumList({
  albums,
  titleOf,
  refOf,
  empty,
}: {
  albums: Album<FeedPost>[];
  titleOf: (key: string) => string;
  refOf: (key: string) => AlbumRef;
  empty?: string;
}) {
  const { t } = useTranslation('photos');
  if (albums.length === 0) return empty ? <p className="px-4 text-sm text-slate-500">{empty}</p> : null;
  return (
    <ul className="grid grid-cols-2 gap-3 px-4 sm:grid-cols-3" aria-label={t('photos:albums')}>
      {albums.map((album) => {
        const cover = album.photos[0];
        const title = titleOf(album.key);
        return (
          <li key={album.key} data-testid="album">
            <Link
              to={albumPath(refOf(album.key))}
              className="block overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
            >
              {cover ? <PostPhoto src={previewImage(cover)} alt={title} className="aspect-square w-full" /> : null}
              <span className="block p-3">
                <span className="block truncate text-sm font-semibold">{title}</span>
                <span className="block text-xs text-slate-500 dark:text-slate-400" data-testid="album-count">
                  {t('photos:albumCount', { count: album.photos.length })}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
